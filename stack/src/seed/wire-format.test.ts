import assert from 'node:assert/strict';
import { test } from 'node:test';
import protobuf from 'protobufjs';
import {
  confluentFrame,
  confluentProtobufFrame,
  protobufMessageIndexes,
  zigzagVarint,
} from './wire-format.ts';

test('zigzag varints match the protobuf sint32 encoding', () => {
  assert.deepEqual([...zigzagVarint(0)], [0]);
  assert.deepEqual([...zigzagVarint(1)], [2]);
  assert.deepEqual([...zigzagVarint(-1)], [1]);
  assert.deepEqual([...zigzagVarint(64)], [0x80, 0x01]);
  const w = protobuf.Writer.create();
  w.sint32(300);
  assert.deepEqual([...zigzagVarint(300)], [...w.finish()]);
});

test('message indexes: [0] shortcut is one zero byte, others are count + indexes', () => {
  assert.deepEqual([...protobufMessageIndexes([0])], [0]);
  assert.deepEqual([...protobufMessageIndexes([1])], [2, 2]);
  assert.deepEqual([...protobufMessageIndexes([2, 0])], [4, 4, 0]);
});

test('Avro/JSON frame: magic byte, big-endian id, payload', () => {
  const f = confluentFrame(258, Buffer.from('{}'));
  assert.deepEqual([...f], [0, 0, 0, 1, 2, 0x7b, 0x7d]);
});

test('Protobuf frame puts the indexes between header and payload', () => {
  const f = confluentProtobufFrame(7, [1], Buffer.from([0x0a, 0x01, 0x41]));
  assert.deepEqual([...f], [0, 0, 0, 0, 7, 2, 2, 0x0a, 0x01, 0x41]);
});
