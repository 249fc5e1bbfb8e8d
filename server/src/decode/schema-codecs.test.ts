import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileCodec } from './schema-codecs.ts';

const proto = `syntax = "proto3";
package demo;
message A { string name = 1; }
message B { string label = 1; int32 n = 2; message Inner { string x = 1; } }`;

test('Protobuf decodes the message the index path names, not only the first', () => {
  const codec = compileCodec({ schema: proto, schemaType: 'PROTOBUF', references: [] });
  // indexes [1] → count 1, index 1, zigzag → bytes 02 02; then B{label:"hi", n:7}
  const payload = Buffer.from([0x02, 0x02, 0x0a, 0x02, 0x68, 0x69, 0x10, 0x07]);
  assert.deepEqual(JSON.parse(codec.decode(payload)), { label: 'hi', n: 7 });
  // a nested type: path [1, 0] → B.Inner
  const nested = Buffer.from([0x04, 0x02, 0x00, 0x0a, 0x01, 0x7a]);
  assert.deepEqual(JSON.parse(codec.decode(nested)), { x: 'z' });
  // the 0 shortcut is the first message
  assert.deepEqual(JSON.parse(codec.decode(Buffer.from([0x00, 0x0a, 0x01, 0x61]))), { name: 'a' });
});

test('Avro and JSON Schema round-trip through encode and decode', () => {
  const avro = compileCodec({
    schema: JSON.stringify({
      type: 'record',
      name: 'R',
      fields: [
        { name: 'a', type: 'string' },
        { name: 'b', type: ['null', 'long'] },
      ],
    }),
    schemaType: 'AVRO',
    references: [],
  });
  assert.deepEqual(JSON.parse(avro.decode(avro.encode('{"a":"x","b":5}'))), { a: 'x', b: 5 });
  assert.throws(() => avro.encode('{"nope":1}'));
  const json = compileCodec({ schema: '{}', schemaType: 'JSON', references: [] });
  assert.equal(json.decode(json.encode('{ "a": 1 }')), '{"a":1}');
});
