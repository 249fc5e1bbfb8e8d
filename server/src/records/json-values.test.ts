import assert from 'node:assert/strict';
import { test } from 'node:test';
import { numberAt, stringAt } from './json-values.ts';

// The values json-fields.ts makes without Buffer's decoder, against what JSON.parse makes of the
// same bytes.

let seed = 17;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const digits = (n: number) => Array.from({ length: n }, () => String(rand(10))).join('');

/** A random number in JSON's grammar: sign, integer part, fraction and exponent of any length. */
function jsonNumber(): string {
  const whole = rand(4) === 0 ? '0' : String(1 + rand(9)) + digits(rand(19));
  const fraction = rand(2) ? `.${digits(1 + rand(19))}` : '';
  const exponent =
    rand(5) === 0 ? `${rand(2) ? 'e' : 'E'}${['', '+', '-'][rand(3)]}${digits(1 + rand(3))}` : '';
  return `${rand(2) ? '-' : ''}${whole}${fraction}${exponent}`;
}

test('numbers read as JSON.parse reads them, whatever their length', () => {
  const fixed = ['0', '-0', '-0.0', '0.1', '0.30000000000000004', '999999999999999', '9999999999999999'];
  const forms = [...fixed, '123456789012345.6', '1.000000000000001', '4.35', '0.000000000000001'];
  for (let i = 0; i < 20000; i++) forms.push(jsonNumber());
  for (const text of forms) {
    // Inside other bytes, as in a record.
    const bytes = Buffer.from(`{"n":${text},"m":1}`);
    assert.ok(Object.is(numberAt(bytes, 5, 5 + text.length), JSON.parse(text)), text);
  }
});

test('strings are their UTF-8 text, the same whether made now or found made before', () => {
  const texts = [
    '',
    'EUR',
    'gold',
    'twelve chars',
    'thirteen char',
    'a'.repeat(24),
    'b'.repeat(25),
    'é',
    'ab日',
  ];
  // More short strings than there are slots, so that slots are taken over and found taken.
  for (let i = 0; i < 5000; i++) texts.push(`c-${rand(3000)}`);
  for (let round = 0; round < 2; round++) {
    for (const text of texts) {
      const bytes = Buffer.from(`{"a":"${text}"}`);
      const end = bytes.length - 2;
      assert.equal(stringAt(bytes, 6, end), text);
    }
  }
});
