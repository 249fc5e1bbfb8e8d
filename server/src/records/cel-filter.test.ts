import assert from 'node:assert/strict';
import { isUtf8 } from 'node:buffer';
import { test } from 'node:test';
import type { DecodedPart } from '../decode/record-decoder.ts';
import { HttpError } from '../errors.ts';
import { compileCelFilter } from './cel-filter.ts';
import type { RawRecord } from './record-view.ts';

function raw(key: string | null, value: string | null, headers: Array<[string, string]> = []): RawRecord {
  return {
    partition: 2,
    offset: 41,
    timestamp: Date.parse('2026-03-04T05:06:07.089Z'),
    key: key === null ? null : Buffer.from(key),
    value: value === null ? null : Buffer.from(value),
    headers: headers.map(([k, v]) => [Buffer.from(k), Buffer.from(v)]),
    size: 0,
  };
}
const part = (buf: Buffer | null): DecodedPart => (buf === null ? {} : { text: buf.toString('utf8') });

/** Evaluates `source` on a record whose key and value decode to their UTF-8 text. */
function run(source: string, record: RawRecord): boolean {
  return compileCelFilter(source).matches(record, part(record.key), part(record.value));
}

function refusal(source: string): string {
  try {
    compileCelFilter(source);
  } catch (error) {
    assert.ok(error instanceof HttpError);
    assert.equal(error.statusCode, 400);
    return error.message;
  }
  assert.fail(`${source} was accepted`);
}

const order = JSON.stringify({
  customer: { id: 'c-7', tier: 3 },
  amount: 150.5,
  items: [{ sku: 'A' }, { sku: 'B-2' }],
});

test('decoded JSON values are read by field, nested, in lists', () => {
  const r = raw('k-1', order);
  assert.equal(run("value.customer.id == 'c-7'", r), true);
  assert.equal(run("value.customer.id == 'c-8'", r), false);
  assert.equal(run('value.amount > 100 && value.customer.tier == 3', r), true);
  assert.equal(run("value.items.exists(i, i.sku == 'B-2')", r), true);
  assert.equal(run('size(value.items) == 2 && has(value.customer) && !has(value.nope)', r), true);
  assert.equal(run("key == 'k-1' && keyAsText.startsWith('k-')", r), true);
});

test('a value that is not JSON is its text; a null one is null', () => {
  assert.equal(run("value == 'plain text' && value.contains('text')", raw(null, 'plain text')), true);
  assert.equal(
    run('value == null && key == null && valueSize == -1 && keySize == -1', raw(null, null)),
    true,
  );
  assert.equal(run('value == 42', raw(null, '42')), true);
  assert.equal(run("value == '{broken'", raw(null, '{broken')), true);
});

test('headers, partition, offset, timestamp and sizes', () => {
  const r = raw('k', 'vvv', [
    ['trace', 'a'],
    ['trace', 'b'],
    ['source', 'kcat'],
  ]);
  assert.equal(run("headers['trace'] == 'b' && headers.source == 'kcat' && 'source' in headers", r), true);
  assert.equal(run('partition == 2 && offset == 41 && keySize == 1 && valueSize == 3', r), true);
  assert.equal(run("timestamp == timestamp('2026-03-04T05:06:07.089Z')", r), true);
  assert.equal(run("timestamp > timestamp('2026-03-04T05:06:07Z') && timestampMs % 1000 == 89", r), true);
});

test("Kafbat UI's record.* names work unchanged", () => {
  const r = raw('k-1', order, [['h', 'v']]);
  assert.equal(
    run("record.value.customer.id == 'c-7' && record.keyAsText == 'k-1' && record.partition == 2", r),
    true,
  );
  assert.equal(run("record.headers['h'] == 'v' && record.offset == 41", r), true);
  assert.match(refusal('record.nope == 1'), /^filter: No such key: nope at line 1, column 8/);
});

test('a failure on one record is a non-match, counted, never thrown', () => {
  const filter = compileCelFilter("value.customer.id == 'c-7'");
  assert.equal(filter.matches(raw(null, '"just a string"'), {}, { text: '"just a string"' }), false);
  assert.equal(filter.matches(raw(null, '{}'), {}, { text: '{}' }), false);
  assert.equal(filter.errors, 2);
  assert.match(filter.firstError ?? '', /offset 41 of partition 2/);
  assert.equal(filter.matches(raw(null, order), {}, { text: order }), true);
});

test('syntax errors name their position', () => {
  assert.equal(
    refusal("value.customer.id == 'c-7' &&"),
    'filter: Unexpected token: EOF at line 1, column 30',
  );
  assert.match(refusal('value.a == 1 &&\n  value.b === 2'), /at line 2, column 13/);
  assert.match(refusal('value.(x'), /^filter: .* at line 1, column 7/);
  assert.match(refusal("value.s == 'unterminated"), /^filter: .* at line 1, column 12/);
});

test('unknown variables and functions, non-boolean results and bad patterns are refused', () => {
  assert.match(
    refusal('valu.x == 1'),
    /^filter: Unknown variable: valu at line 1, column 1 \(the variables are key, value/,
  );
  assert.match(
    refusal('nofunc(value)'),
    /^filter: found no matching overload for 'nofunc\(dyn\)' at line 1, column 1/,
  );
  assert.match(refusal("partition == 'x'"), /^filter: no such overload: int == string/);
  assert.equal(refusal('offset + 1'), 'filter: the expression must give true or false, it gives int');
  assert.match(refusal("value.s.matches('(a)\\\\1')"), /linear time at line 1, column 17/);
  assert.match(
    refusal('value.s.matches(value.p)'),
    /^filter: matches\(\) takes a literal pattern .* column 17/,
  );
  assert.match(
    refusal("value.s.matches('[')"),
    /^filter: .*Invalid regular expression.* at line 1, column 17/,
  );
});

test('a pattern that backtracks badly ends in bounded time, with the same answer', () => {
  const filter = compileCelFilter("value.matches('^(a+)+$')");
  const crafted = `${'a'.repeat(5000)}!`;
  assert.equal(filter.matches(raw(null, crafted), {}, { text: crafted }), false);
  assert.equal(filter.matches(raw(null, 'aaaa'), {}, { text: 'aaaa' }), true);
});

test('the byte pre-check never drops a record the expression matches', () => {
  const values = [
    order,
    JSON.stringify({ customer: { id: 'c-8' }, note: 'c-7 elsewhere' }),
    JSON.stringify({ customer: { id: 'c\u002d7' } }),
    '{"customer":{"id":"c\\u002d7"}}', // escaped in the bytes: the pre-check must not skip it
    'c-7',
    'no match here',
    '{"tags":["x","c-7"],"name":"Ünïcode c-7"}',
    null,
  ];
  const expressions = [
    "value.customer.id == 'c-7'",
    "'c-7' == value.customer.id",
    "value.customer.id == 'c-7' && key == 'k'",
    "value.customer.id == 'c-7' || value.note.contains('c-7')",
    "value.contains('c-7')",
    "'c-7' in value.tags",
    "value.name.endsWith('c-7') && value.name.startsWith('Ünï')",
    "valueAsText.contains('c-7')",
    "record.value.customer['id'] == 'c-7'",
    "!(value.customer.id == 'zzz')",
  ];
  for (const source of expressions) {
    const filter = compileCelFilter(source);
    for (const value of values) {
      const r = raw('k', value);
      const matched = filter.matches(r, part(r.key), part(r.value));
      if (matched)
        assert.ok(filter.mayMatch(r, { isPlainText: (buf) => isUtf8(buf) }), `${source} on ${value}`);
    }
  }
  const skip = compileCelFilter("value.customer.id == 'zzz'");
  assert.equal(skip.mayMatch(raw('k', order), { isPlainText: () => true }), false);
  assert.equal(skip.mayMatch(raw('k', '{"customer":{"id":"\\u007azz"}}'), { isPlainText: () => true }), true);
  // Bytes that decode to something else (registry-framed, binary) are always evaluated.
  assert.equal(skip.mayMatch(raw('k', order), { isPlainText: () => false }), true);
});

test('a pre-check skipped while nearly every record passes it: the same matches and failures', () => {
  const source = "value.customer.tier == 'EUR'";
  const plain = { isPlainText: (buf: Buffer) => isUtf8(buf) };
  const values = (i: number) =>
    i % 97 === 5
      ? '{"customer":{"tier":"EUR"}}' // a match
      : i % 89 === 3
        ? '{"other":1}' // no literal: ruled out first, so never a failure
        : i % 83 === 2
          ? '{"currency":"EUR"}' // the literal, no customer: a failure
          : '{"customer":{"tier":"USD"},"currency":"EUR"}';
  const adaptive = compileCelFilter(source);
  const matched: number[] = [];
  const expected: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const failed: Array<{ partition: number; offset: number }> = [];
  for (let i = 0; i < 20_000; i++) {
    const r = { ...raw(null, values(i)), offset: i };
    if (adaptive.mayMatch(r, plain) && adaptive.matches(r, {}, part(r.value))) matched.push(i);
    // Checked first, every time: a filter of its own for each record.
    const once = compileCelFilter(source);
    if (once.mayMatch(r, plain) && once.matches(r, {}, part(r.value))) expected.push(i);
    errors += once.errors;
    firstError ??= once.firstError;
    for (const f of once.failedRecords) if (failed.length < 10) failed.push(f);
  }
  assert.deepEqual(matched, expected);
  assert.ok(errors > 0 && expected.length > 0);
  assert.equal(adaptive.errors, errors);
  assert.equal(adaptive.firstError, firstError);
  assert.deepEqual(adaptive.failedRecords, failed);
});
