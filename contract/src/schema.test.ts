import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SchemaFormValues, schemaDataError, toSchemaText } from './schema.ts';

test('a pasted registry answer is unwrapped with its references (spec §5)', () => {
  const pasted = JSON.stringify({
    schema: '{"type":"string"}',
    references: [{ name: 'a.avsc', subject: 'a', version: 1 }],
  });
  assert.deepEqual(toSchemaText(pasted, 'AVRO'), {
    schema: '{"type":"string"}',
    references: [{ name: 'a.avsc', subject: 'a', version: 1 }],
  });
  assert.deepEqual(toSchemaText('{ "type": "string" }', 'JSON'), {
    schema: '{"type":"string"}',
    references: [],
  });
  assert.deepEqual(toSchemaText('syntax = "proto3";', 'PROTOBUF'), {
    schema: 'syntax = "proto3";',
    references: [],
  });
});

test('JSON types must parse, protobuf is free text', () => {
  assert.match(schemaDataError('{', 'AVRO') ?? '', /not valid JSON/);
  assert.equal(schemaDataError('message A {}', 'PROTOBUF'), undefined);
  assert.equal(schemaDataError('  ', 'PROTOBUF'), 'Schema is required');
});

test('valid form values become the create/update body; each field names its error', () => {
  const body = SchemaFormValues.parse({
    subject: ' orders-value ',
    compatibilityLevel: 'FULL',
    schemaType: 'JSON',
    schemaData: '{ "type": "object" }',
  });
  assert.deepEqual(body, {
    subject: 'orders-value',
    compatibilityLevel: 'FULL',
    schemaType: 'JSON',
    schema: '{"type":"object"}',
    references: [],
  });
  const refused = SchemaFormValues.safeParse({
    subject: '',
    compatibilityLevel: null,
    schemaType: 'AVRO',
    schemaData: '{',
  });
  assert.deepEqual(
    refused.error?.issues.map((i) => [i.path.join('.'), i.message.replace(/:.*/, '')]),
    [
      ['subject', 'Subject is required'],
      ['compatibilityLevel', 'Compatibility is required'],
      ['schemaData', 'Schema is not valid JSON'],
    ],
  );
});
