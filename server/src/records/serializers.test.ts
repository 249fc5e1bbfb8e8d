import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RegistryClient } from '../registry/registry-client.ts';
import { avroEncoder } from './avro-encoder.ts';
import { messageIndexBytes } from './protobuf-encoder.ts';
import { serialize } from './serializers.ts';

// Pure parts of produce's serializers; what Kafka holds after a produce is in
// server/test/produce-serializers.int.ts.

const noRegistry = (): RegistryClient => {
  throw new Error('no registry in this test');
};
const hex = async (serializer: string, text: string) =>
  (await serialize(text, { serializer: serializer as never }, noRegistry, 'value')).bytes.toString('hex');
const refusal = async (serializer: string, text: string) =>
  serialize(text, { serializer: serializer as never }, noRegistry, 'key').then(
    () => 'accepted',
    (error: Error & { statusCode?: number }) => `${error.statusCode} ${error.message}`,
  );

test('integers are big-endian two’s complement within their range', async () => {
  assert.equal(await hex('INT16', '-32768'), '8000');
  assert.equal(await hex('UINT32', '+7'), '00000007');
  assert.equal(await hex('INT64', '9223372036854775807'), '7fffffffffffffff');
  assert.match(
    await refusal('UINT16', '-1'),
    /^400 key: cannot serialise as UINT16: -1 is out of range \(0 to 65535\)/,
  );
  assert.match(await refusal('INT64', '1e3'), /not a whole number/);
});

test('floats, UUIDs, hex and base64 are checked', async () => {
  assert.equal(await hex('FLOAT', '-2.5'), 'c0200000');
  assert.equal(await hex('DOUBLE', 'NaN'), '7ff8000000000000');
  assert.equal(await hex('UUID', '00112233-4455-6677-8899-AABBCCDDEEFF'), '00112233445566778899aabbccddeeff');
  assert.equal(await hex('HEX', '0xDE AD'), 'dead');
  assert.equal(await hex('BASE64', '3q0'), 'dead');
  assert.match(await refusal('HEX', 'abc'), /pairs of 0-9 a-f/);
  assert.match(await refusal('BASE64', '3q0!'), /not valid base64/);
  assert.match(await refusal('FLOAT', 'one'), /not a number/);
  assert.match(await refusal('SCHEMA_REGISTRY', '{}'), /choose the subject/);
});

test('MessagePack keeps 64-bit integers exact', async () => {
  assert.equal(await hex('MSGPACK', '{"n":18446744073709551615}'), '81a16ecfffffffffffffffff');
});

test('Avro takes what the console shows: base64 bytes, exact longs, both union forms, defaults', () => {
  const encoder = avroEncoder(
    JSON.stringify({
      type: 'record',
      name: 'R',
      fields: [
        { name: 'b', type: 'bytes' },
        { name: 'l', type: 'long' },
        { name: 'u', type: ['null', 'string', 'long'] },
        { name: 'd', type: 'int', default: 7 },
        { name: 't', type: { type: 'long', logicalType: 'timestamp-millis' }, default: 0 },
      ],
    }),
  );
  const body = (value: unknown) => encoder.encode(value).toString('hex');
  // bytes 00ff: length 2 (04); long 2^53+1: zigzag varint; union branch 2 (04) + long 5 (0a); default 7
  // (0e); a timestamp-millis long, written as its underlying long.
  assert.equal(body({ b: 'AP8=', l: 9007199254740993n, u: 5, t: 1 }), '0400ff8280808080808020040a0e02');
  assert.equal(
    body({ b: 'AP8=', l: '9007199254740993', u: { long: 5 }, t: 1_700_000_000_000 }),
    '0400ff8280808080808020040a0e80a0abfef962',
  );
  assert.throws(() => encoder.encode({ b: 'AP8=', l: 1, u: null, x: 1 }), /no field 'x'/);
  assert.throws(
    () => encoder.encode({ b: 'AP8=', l: 1.5, u: null }),
    /at 'l': number 1.5 is not an Avro long/,
  );
  assert.equal(encoder.takesString, false);
  assert.equal(avroEncoder('"string"').takesString, true);
});

test('Confluent message indexes: [0] is one byte, others count then zigzag', () => {
  assert.equal(messageIndexBytes([0]).toString('hex'), '00');
  assert.equal(messageIndexBytes([1]).toString('hex'), '0202');
  assert.equal(messageIndexBytes([0, 2]).toString('hex'), '040004');
  assert.equal(messageIndexBytes([70]).toString('hex'), '028c01');
});
