import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Environment } from '@marcbachmann/cel-js';
import type { DecodedPart } from '../decode/record-decoder.ts';
import { fieldsOf } from './cel-fields.ts';
import { compileCelFilter } from './cel-filter.ts';
import type { RawRecord } from './record-view.ts';

// A filter reading only the fields it uses gives the same matches and the same failures as the
// same filter on the whole parse, and reads whole what it cannot read by fields.

const env = new Environment({ enableOptionalTypes: true });
for (const name of ['key', 'value', 'record', 'i']) env.registerVariable(name, 'dyn');
const fields = (source: string) => JSON.stringify(fieldsOf(env.parse(source).ast));

test('the fields an expression reads', () => {
  assert.equal(
    fields("value.customer.tier == 'EUR' && value['a'].b > 1"),
    '{"value":{"names":["customer","a"],"subs":[{"names":["tier"],"subs":[null]},{"names":["b"],"subs":[null]}]}}',
  );
  assert.equal(
    fields('record.value.a == 1 && has(key.k)'),
    '{"value":{"names":["a"],"subs":[null]},"key":{"names":["k"],"subs":[null]}}',
  );
  assert.equal(fields('value.a.b == 1 || value.a == 2'), '{"value":{"names":["a"],"subs":[null]}}');
  assert.equal(fields('value.items[0].sku == "x"'), '{"value":{"names":["items"],"subs":[null]}}');
  // Whole: the part itself, optional selection, a macro's own variable, `record` alone.
  assert.equal(fields('size(value) > 1'), '{"value":null}');
  assert.equal(fields('value.?a.b == 1'), '{"value":null}');
  assert.equal(fields('[1].exists(value, value > 0)'), '{"value":null}');
  assert.equal(fields('record.partition == 1'), '{"key":null,"value":null}');
  assert.equal(fields('value.__proto__ == 1'), '{"value":null}');
  assert.equal(fields('i.a == 1'), '{}');
});

function raw(key: string | null, value: string | null): RawRecord {
  return {
    partition: 1,
    offset: 7,
    timestamp: 0,
    key: key === null ? null : Buffer.from(key),
    value: value === null ? null : Buffer.from(value),
    headers: [],
    size: 0,
  };
}
const part = (text: string | null): DecodedPart => (text === null ? {} : { text });

const EXPRESSIONS = [
  "value.customer.tier == 'gold'",
  'value.customer.tier == 3',
  "value.customer.tier.startsWith('g')",
  'has(value.customer.tier)',
  'has(value.customer)',
  'value.amount > 100.0',
  "value.customer.tier == 'gold' || value.amount > 100.0",
  "value['customer']['tier'] == 'gold'",
  "record.value.customer.tier == 'gold'",
  "value.items.exists(i, i.sku == 'A')",
  'size(value.items) == 2',
  'value.customer == {"tier": "gold"}',
  "value.customer.name.contains('x') && value.customer.tier != 'gold'",
  "key.id == 'k-1'",
  "key == 'k-1' && value.customer.tier == 'gold'",
  "value.a.b.c == 'deep'",
  'value.n == 9007199254740993',
  'value.customer.tier == null',
  // Answered without the evaluator for the usual record (cel-direct.ts).
  "'gold' == value.customer.tier",
  "!(value.customer.tier == 'gold')",
  "value.customer.tier != 'gold' && value.amount <= 150.5",
  "value.amount >= 99.0 || value.customer.tier == 'none'",
  '100.0 < value.amount',
  "value.customer.tier < 'h'",
  "value.customer.id == 'c-7' && value['amount'] > 150.0",
  "key.id == 'k-1' || value.customer.tier == 'gold'",
];

const VALUES = [
  '{"customer":{"id":"c-7","tier":"gold","name":"x"},"amount":150.5,"items":[{"sku":"A"},{"sku":"B"}]}',
  '{"customer":{"tier":"silver"},"amount":99,"items":[]}',
  '{"customer":{"tier":3},"customer":{"tier":"gold"}}',
  '{"customer":"gold","amount":"150"}',
  '{"customer":[{"tier":"gold"}]}',
  '{"customer":{"tier":null}}',
  '{"customer":{"ti\\u0065r":"gold"},"amount":1e3}',
  '{"customer":{"tier":"gold"},"amount":150.5,}',
  '{"customer":{"tier":"go\\"ld"}}',
  '{"a":{"b":{"c":"deep"}},"n":9007199254740993}',
  '{"constructor":1,"customer":{"tier":"gold"},"amount":150.5}',
  '{"customer":{"constructor":"x","tier":"gold"},"amount":-0}',
  '{"customer":{"tier":"gold","id":"c-7"},"amount":150.50000000000001}',
  '{}',
  '[1,2]',
  '"gold"',
  '42',
  'gold',
  '',
  null,
];

test('the same matches and failures as the whole parse, on every record', () => {
  for (const source of EXPRESSIONS) {
    const byFields = compileCelFilter(source);
    const whole = compileCelFilter(source, true);
    for (const value of VALUES) {
      for (const key of [null, 'k-1', '{"id":"k-1"}', '{"id":']) {
        const r = raw(key, value);
        const label = `${source} on ${key} / ${value}`;
        assert.equal(
          byFields.matches(r, part(key), part(value)),
          whole.matches(r, part(key), part(value)),
          label,
        );
        assert.equal(byFields.errors, whole.errors, label);
        assert.equal(byFields.firstError, whole.firstError, label);
      }
    }
  }
});
