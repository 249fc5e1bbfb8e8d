import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { present } from './helpers.ts';
import {
  framed,
  held,
  newTopic,
  produce,
  produced,
  readBack,
  register,
  serializerTests,
} from './produce-serializers-support.ts';

// Issue 14, produce: every serializer of the produce form writes the bytes it promises, read back
// byte for byte by kcat (a client that is not ours) and then through the console with the matching
// deserializer; registry subjects (Avro, Protobuf and JSON Schema, by subject and version, a chosen
// Protobuf message type) frame the bytes as Confluent's serializers do. Expected bytes are written
// out by hand here, from the formats' specifications; produce-serializers-confluent.int.ts compares
// with the bytes Confluent's own serializers wrote (item 12: "copy a record, produce it again").

serializerTests();

describe('serializers without a registry', () => {
  // [serializer, text typed, bytes Kafka must hold (hex), text read back with that deserializer]
  const cases: Array<[string, string, string, string]> = [
    ['STRING', 'héllo wörld', '68c3a96c6c6f2077c3b6726c64', 'héllo wörld'],
    [
      'JSON',
      '{"a": [1, 2.5, "x"]}',
      Buffer.from('{"a": [1, 2.5, "x"]}').toString('hex'),
      '{"a": [1, 2.5, "x"]}',
    ],
    ['INT16', '-2', 'fffe', '-2'],
    ['UINT16', '65535', 'ffff', '65535'],
    ['INT32', '-123456789', 'f8a432eb', '-123456789'],
    ['UINT32', '4294967295', 'ffffffff', '4294967295'],
    ['INT64', '-9223372036854775808', '8000000000000000', '-9223372036854775808'],
    ['UINT64', '18446744073709551615', 'ffffffffffffffff', '18446744073709551615'],
    ['FLOAT', '1.5', '3fc00000', '1.5'],
    ['DOUBLE', '-0.1', 'bfb999999999999a', '-0.1'],
    [
      'UUID',
      '123e4567-e89b-12d3-a456-426614174000',
      '123e4567e89b12d3a456426614174000',
      '123e4567-e89b-12d3-a456-426614174000',
    ],
    ['HEX', 'de ad be ef 00', 'deadbeef00', 'deadbeef00'],
    ['BASE64', '3q2+7wA=', 'deadbeef00', '3q2+7wA='],
    [
      'MSGPACK',
      '{"a":[1,true,null],"b":"x"}',
      '82a16193 01c3c0 a162 a178'.replace(/\s/g, ''),
      '{"a":[1,true,null],"b":"x"}',
    ],
  ];

  test('each writes the bytes Kafka holds (kcat) and reads back as typed', async () => {
    const topic = await newTopic('serializers');
    for (const [serializer, text] of cases) {
      const answer = await produced(topic, {
        key: text,
        value: text,
        keySerializer: serializer,
        valueSerializer: serializer,
      });
      // The answer shows what was sent and how, not the bytes read as text.
      assert.equal(answer.key, text, serializer);
      assert.equal(answer.value, text, serializer);
      assert.equal(answer.valueFormat, serializer);
    }
    const bytes = await held(topic);
    assert.deepEqual(
      bytes.map((r) => [r.key?.toString('hex'), r.value?.toString('hex')]),
      cases.map(([, , hex]) => [hex, hex]),
    );
    for (const [i, [serializer, , , shown]] of cases.entries()) {
      const [record] = await readBack(
        topic,
        `offset=${i}&size=1&keyDeserializer=${serializer}&valueDeserializer=${serializer}`,
      );
      assert.equal(record?.value, shown, `${serializer} read back`);
      assert.equal(record?.key, shown, `${serializer} key read back`);
    }
  });

  test('text that is not of the chosen kind is refused with a 400 naming the part', async () => {
    const topic = await newTopic('serializers-bad');
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ value: '70000', valueSerializer: 'INT16' }, /^value: .*INT16.*out of range/],
      [{ value: '1.5', valueSerializer: 'INT32' }, /^value: .*not a whole number/],
      [{ key: 'xyz', keySerializer: 'HEX', value: 'v' }, /^key: .*hex/],
      [{ value: 'not base64!', valueSerializer: 'BASE64' }, /^value: .*base64/],
      [{ value: '{"a":', valueSerializer: 'JSON' }, /^value: .*not valid JSON/],
      [{ value: '123e4567', valueSerializer: 'UUID' }, /^value: .*not a UUID/],
    ];
    for (const [body, message] of refusals) {
      const response = await produce(topic, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(((await response.json()) as { message: string }).message, message);
    }
    assert.deepEqual(await held(topic), [], 'nothing was written');
  });
});

describe('serializers through the registry', () => {
  test('Avro, Protobuf (a chosen type, framed or not) and JSON Schema by subject and version', async () => {
    const topic = await newTopic('registry');
    const avroSubject = `${topic}-avro`;
    const avroV1 = await register(
      avroSubject,
      JSON.stringify({ type: 'record', name: 'Pair', fields: [{ name: 'name', type: 'string' }] }),
    );
    const avroV2 = await register(
      avroSubject,
      JSON.stringify({
        type: 'record',
        name: 'Pair',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'n', type: 'int', default: 0 },
        ],
      }),
    );
    const protoSubject = `${topic}-proto`;
    const protoId = await register(
      protoSubject,
      'syntax = "proto3";\npackage it;\nmessage First { string id = 1; }\nmessage Pair { string name = 1; int32 n = 2; }\n',
      'PROTOBUF',
    );
    const jsonSubject = `${topic}-json`;
    const jsonId = await register(
      jsonSubject,
      JSON.stringify({ type: 'object', properties: { name: { type: 'string' } } }),
      'JSON',
    );

    const latest = await produced(topic, {
      value: '{"name":"ab","n":3}',
      valueSerializer: 'SCHEMA_REGISTRY',
      valueSchema: avroSubject,
    });
    const first = await produced(topic, {
      value: '{"name":"ab"}',
      valueSchema: avroSubject,
      valueSchemaVersion: 1,
    });
    const second = await produced(topic, {
      value: '{"name":"ab","n":3}',
      valueSerializer: 'SCHEMA_REGISTRY',
      valueSchema: protoSubject,
      valueProtobufType: 'Pair',
    });
    await produced(topic, {
      value: '{"name":"ab","n":3}',
      valueSerializer: 'PROTOBUF',
      valueSchema: protoSubject,
      valueProtobufType: 'it.Pair',
    });
    await produced(topic, {
      value: '{"name": "ab"}',
      valueSerializer: 'SCHEMA_REGISTRY',
      valueSchema: jsonSubject,
    });

    // The answer tells how each was written.
    assert.deepEqual(
      [latest, first, second].map((r) => [
        r.value,
        r.valueFormat,
        r.valueSubject,
        r.valueSchemaId,
        r.valueSchemaVersion,
      ]),
      [
        ['{"name":"ab","n":3}', 'AVRO', avroSubject, String(avroV2), 2],
        ['{"name":"ab"}', 'AVRO', avroSubject, String(avroV1), 1],
        ['{"name":"ab","n":3}', 'PROTOBUF', protoSubject, String(protoId), 1],
      ],
    );
    // Avro: string = zigzag length + UTF-8, int = zigzag varint. Protobuf: field 1 (0a) length-
    // delimited, field 2 (10) varint; the second message type's index path [1] is 02 02.
    assert.deepEqual(
      (await held(topic)).map((r) => r.value?.toString('hex')),
      [
        framed(avroV2, '04 6162 06'),
        framed(avroV1, '04 6162'),
        framed(protoId, '02 02 0a 02 6162 10 03'),
        '0a02616210 03'.replace(/\s/g, ''),
        framed(jsonId, Buffer.from('{"name": "ab"}').toString('hex')),
      ],
    );
    // And the console reads them back as the same JSON.
    const shown = (await readBack(topic, 'size=3')).map((r) => JSON.parse(present(r.value)));
    assert.deepEqual(shown, [{ name: 'ab', n: 3 }, { name: 'ab' }, { name: 'ab', n: 3 }]);
  });

  test('JSON that does not fit the chosen type is refused, never written as another message', async () => {
    const topic = await newTopic('registry-bad');
    const protoSubject = `${topic}-proto`;
    await register(
      protoSubject,
      'syntax = "proto3";\nmessage First { string id = 1; }\nmessage Second { string name = 1; }\n',
      'PROTOBUF',
    );
    const avroSubject = `${topic}-avro`;
    await register(
      avroSubject,
      JSON.stringify({ type: 'record', name: 'R', fields: [{ name: 'n', type: 'int' }] }),
    );
    const jsonSubject = `${topic}-json`;
    await register(
      jsonSubject,
      JSON.stringify({
        type: 'object',
        properties: { name: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
        required: ['name'],
      }),
      'JSON',
    );
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      // As Confluent's JSONSerializer, values the JSON schema refuses are not written.
      [{ value: '{"name": 1}', valueSchema: jsonSubject }, /^value: .*JSON schema: \/name must be string/],
      [{ value: '{"name":"x","at":"soon"}', valueSchema: jsonSubject }, /\/at must match format "date-time"/],
      [{ value: '{}', valueSchema: jsonSubject }, /must have required property 'name'/],
      // JSON of the second type, sent without choosing it: used to write an empty First message.
      [{ value: '{"name":"x"}', valueSchema: protoSubject }, /^value: .*First.*unknown field.*name/],
      [
        { value: '{"name":"x"}', valueSchema: protoSubject, valueProtobufType: 'Third' },
        /no message type 'Third'.*First, Second/,
      ],
      [{ value: '{"n":"x"}', valueSchema: avroSubject }, /^value: .*'n'.*not an Avro int/],
      [{ value: '{"n":1,"m":2}', valueSchema: avroSubject }, /^value: .*no field 'm'/],
      [{ value: 'plain', valueSchema: avroSubject }, /^value: .*not valid JSON/],
      [{ value: '{}', valueSerializer: 'SCHEMA_REGISTRY' }, /^value: .*choose the subject/],
      [{ value: '{}', valueSchema: `${topic}-missing` }, /^value: .*subject '.*-missing'/],
    ];
    for (const [body, message] of refusals) {
      const response = await produce(topic, body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(((await response.json()) as { message: string }).message, message);
    }
    assert.deepEqual(await held(topic), [], 'nothing was written');
  });
});
