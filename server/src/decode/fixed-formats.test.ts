import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encode } from '@msgpack/msgpack';
import { FIXED_FORMATS } from './fixed-formats.ts';

const hex = (h: string) => Buffer.from(h, 'hex');

test('integers are big-endian as Kafka writes them, 64-bit ones exact, unsigned ones unsigned', () => {
  assert.equal(FIXED_FORMATS.INT16(hex('8000')), '-32768');
  assert.equal(FIXED_FORMATS.UINT16(hex('8000')), '32768');
  assert.equal(FIXED_FORMATS.INT32(hex('ffffffff')), '-1');
  assert.equal(FIXED_FORMATS.UINT32(hex('ffffffff')), '4294967295');
  assert.equal(FIXED_FORMATS.INT64(hex('7fffffffffffffff')), '9223372036854775807');
  assert.equal(FIXED_FORMATS.UINT64(hex('ffffffffffffffff')), '18446744073709551615');
  assert.throws(() => FIXED_FORMATS.INT64(hex('00')), /INT64 needs 8 bytes, the record has 1/);
});

test('floats print their shortest text, as Java does; UUIDs from 16 bytes or their text', () => {
  const f = Buffer.alloc(4);
  f.writeFloatBE(0.1);
  assert.equal(FIXED_FORMATS.FLOAT(f), '0.1');
  f.writeFloatBE(Number.NaN);
  assert.equal(FIXED_FORMATS.FLOAT(f), 'NaN');
  const d = Buffer.alloc(8);
  d.writeDoubleBE(0.1 + 0.2);
  assert.equal(FIXED_FORMATS.DOUBLE(d), '0.30000000000000004');
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  assert.equal(FIXED_FORMATS.UUID(hex(id.replaceAll('-', ''))), id);
  assert.equal(FIXED_FORMATS.UUID(Buffer.from(id.toUpperCase())), id);
  assert.throws(() => FIXED_FORMATS.UUID(hex('00')), /16 bytes or its 36-character text/);
});

test('MessagePack becomes JSON: 64-bit integers exact, binary as base64; JSON must parse', () => {
  const packed = Buffer.from(
    encode({ a: 2n ** 64n - 1n, b: new Uint8Array([1, 2]), c: [null, 1.5] }, { useBigInt64: true }),
  );
  assert.equal(FIXED_FORMATS.MSGPACK(packed), '{"a":18446744073709551615,"b":"AQI=","c":[null,1.5]}');
  assert.throws(() => FIXED_FORMATS.MSGPACK(Buffer.from([0xc1])), /not MessagePack/);
  assert.equal(FIXED_FORMATS.JSON(Buffer.from(' [1] ')), ' [1] ');
  assert.throws(() => FIXED_FORMATS.JSON(Buffer.from('{')), /not valid JSON/);
  assert.equal(FIXED_FORMATS.HEX(hex('00ff')), '00ff');
  assert.equal(FIXED_FORMATS.BASE64(hex('00ff')), 'AP8=');
});
