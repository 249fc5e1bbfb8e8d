import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formDefaults, protobufTypes, toRequest } from './produce-form-values.ts';

test('protobuf types: top-level and nested messages in order, with the package', () => {
  const schema = `syntax = "proto3";
package shop.v1;
// message Commented { }
message Order { message Line { string sku = 1; } enum State { A = 0; } oneof o { string s = 2; } }
message Refund {}`;
  assert.deepEqual(protobufTypes(schema), ['shop.v1.Order', 'shop.v1.Order.Line', 'shop.v1.Refund']);
  assert.deepEqual(protobufTypes('CgZhLnByb3Rv'), []);
});

test('a copied record is written again the way it was read', () => {
  const form = formDefaults({
    partition: 2,
    offset: 9,
    timestamp: '2026-01-01T00:00:00Z',
    key: '42',
    keyFormat: 'INT64',
    value: '{"a":1}',
    valueFormat: 'AVRO',
    valueSubject: 'orders-value',
    valueSchemaVersion: 3,
  });
  assert.equal(form.keySerializer, 'INT64');
  assert.equal(form.valueSerializer, 'SCHEMA_REGISTRY');
  assert.equal(form.valueSchema, 'orders-value');
  assert.equal(form.valueSchemaVersion, 3);
  assert.equal(form.timestamp, null);
  const request = toRequest(form);
  assert.equal(request.timestamp, null, 'no timestamp: the moment of sending');
  assert.equal(request.keySchema, null);
  assert.equal(request.valueSchemaVersion, 3);
});

test('a subject is sent only with a serializer that writes through one', () => {
  const form = {
    ...formDefaults(undefined),
    keySchema: 'k',
    keySerializer: 'HEX' as const,
    keySchemaVersion: 2,
  };
  const request = toRequest(form);
  assert.equal(request.keySchema, null);
  assert.equal(request.keySchemaVersion, null);
  const picked = new Date('2026-02-03T04:05:00Z');
  assert.equal(toRequest({ ...form, timestamp: picked }).timestamp, '2026-02-03T04:05:00.000Z');
});
