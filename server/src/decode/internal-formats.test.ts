import assert from 'node:assert/strict';
import { test } from 'node:test';
import { internalText } from './internal-formats.ts';
import { RecordDecoder } from './record-decoder.ts';

// Versions the stack's Kafka does not write any more (its own records are read in
// server/test/internal-topics.int.ts), and what a record that does not fit shows.

const str = (s: string) => Buffer.concat([Buffer.from([0, s.length]), Buffer.from(s)]);
const i16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const i64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(BigInt(n));
  return b;
};
const key = Buffer.concat([i16(1), str('g'), str('t'), Buffer.from([0, 0, 0, 3])]);

test('an offset commit value of version 1 has its expire timestamp', () => {
  const value = Buffer.concat([i16(1), i64(7), str('meta'), i64(1_000), i64(2_000)]);
  assert.deepEqual(JSON.parse(internalText('__consumer_offsets', key, true, null) as string), {
    type: 'offset-commit',
    group: 'g',
    topic: 't',
    partition: 3,
  });
  assert.deepEqual(JSON.parse(internalText('__consumer_offsets', value, false, key) as string), {
    version: 1,
    offset: 7,
    metadata: 'meta',
    commitTimestamp: '1970-01-01T00:00:01.000Z',
    expireTimestamp: '1970-01-01T00:00:02.000Z',
  });
});

test('a record that does not fit its format shows its bytes and why', () => {
  const decoder = new RecordDecoder(undefined, '__consumer_offsets');
  const cut = Buffer.concat([i16(3), i64(7)]);
  const part = decoder.decode(cut, false, key);
  assert.ok(!(part instanceof Promise));
  assert.equal(part.text, cut.toString('base64'));
  assert.match(
    part.error ?? '',
    /Unable to read this __consumer_offsets record: the record ends after 8 bytes/,
  );
  assert.equal(decoder.isPlainText(Buffer.from('text')), false);
});
