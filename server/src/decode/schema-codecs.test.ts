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

// Registered by confluent-kafka's ProtobufSerializer (Python) for probe/order.proto: `message Other
// { string x = 1; }` then `message Order { string id = 1; google.protobuf.Timestamp at = 2; int64
// big = 3; }`. The registry hands it back like this, a base64 FileDescriptorProto.
const CONFLUENT_DESCRIPTOR =
  'ChFwcm9iZS9vcmRlci5wcm90bxIFcHJvYmUaH2dvb2dsZS9wcm90b2J1Zi90aW1lc3RhbXAucHJvdG8iEgoFT3RoZXISCQoBeBgBIAEoCSJICgVPcmRlchIKCgJpZBgBIAEoCRImCgJhdBgCIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXASCwoDYmlnGAMgASgDYgZwcm90bzM=';

test('a base64 FileDescriptorProto importing a well-known type decodes what its serializer wrote', () => {
  const codec = compileCodec({ schema: CONFLUENT_DESCRIPTOR, schemaType: 'PROTOBUF', references: [] });
  assert.deepEqual(codec.typeNames, ['probe.Other', 'probe.Order']);
  // The value Confluent's serializer wrote for Order{id:"o-1", at:2024-01-02T03:04:05Z, big:2^53+1}.
  const framed = Buffer.from('AAAAAFgCAgoDby0xEgYIpfrNrAYYgYCAgICAgBA=', 'base64');
  assert.deepEqual(JSON.parse(codec.decode(framed.subarray(5))), {
    id: 'o-1',
    at: '2024-01-02T03:04:05Z',
    big: '9007199254740993',
  });
  // Encoding the shown JSON as the second type writes index path [1] and the same message back.
  const again = codec.encode('{"id":"o-1","at":"2024-01-02T03:04:05Z","big":"9007199254740993"}', 'Order');
  assert.deepEqual(again, framed.subarray(5));
  assert.throws(
    () => codec.decodeUnframed(Buffer.from([0x0a, 0x01, 0x61]), 'Nope'),
    /no message type 'Nope'/,
  );
  assert.deepEqual(JSON.parse(codec.decodeUnframed(Buffer.from([0x0a, 0x01, 0x61]), 'probe.Other')), {
    x: 'a',
  });
});

test('an import that is neither a reference nor well known is named when its type is used', () => {
  const schema = 'syntax = "proto3"; import "lib/money.proto"; message A { lib.Money m = 1; }';
  assert.throws(
    () => compileCodec({ schema, schemaType: 'PROTOBUF', references: [] }),
    /imports not in the schema's references: lib\/money\.proto/,
  );
  const money = 'syntax = "proto3"; package lib; message Money { int64 units = 1; }';
  const codec = compileCodec({ schema, schemaType: 'PROTOBUF', references: [] }, [
    { name: 'lib/money.proto', schema: { schema: money, schemaType: 'PROTOBUF', references: [] } },
  ]);
  assert.deepEqual(JSON.parse(codec.decode(Buffer.from([0x00, 0x0a, 0x02, 0x08, 0x05]))), {
    m: { units: '5' },
  });
});

test('Avro longs beyond 2^53 decode exactly, as JSON numbers of their digits', () => {
  const codec = compileCodec({
    schema: JSON.stringify({ type: 'record', name: 'L', fields: [{ name: 'n', type: 'long' }] }),
    schemaType: 'AVRO',
    references: [],
  });
  for (const n of ['9223372036854775807', '-9223372036854775808', '9007199254740993', '42']) {
    assert.equal(codec.decode(codec.encode(`{"n":${n}}`)), `{"n":${n}}`);
  }
});

test('Protobuf JSON keeps the schema field order (protobufjs writes repeated fields first)', () => {
  const schema = `syntax = "proto3";
import "google/protobuf/wrappers.proto";
message A { string id = 1; repeated B items = 2; map<string, int64> counts = 3; google.protobuf.Int64Value w = 4; }
message B { int32 n = 1; repeated string tags = 2; string label = 3; }`;
  const codec = compileCodec({ schema, schemaType: 'PROTOBUF', references: [] });
  const payload = codec.encode(
    '{"id":"a","items":[{"n":1,"tags":["x"],"label":"l"}],"counts":{"k":"9"},"w":"7"}',
  );
  assert.equal(
    codec.decode(payload),
    '{"id":"a","items":[{"n":1,"tags":["x"],"label":"l"}],"counts":{"k":"9"},"w":"7"}',
  );
});
