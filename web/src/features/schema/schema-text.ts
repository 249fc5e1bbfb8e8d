import type { SchemaType } from '@console/contract';

/** Spec §2.9: JSON (Avro, JSON Schema) pretty-printed, Protobuf (or unparsable text) shown raw. */
export function prettySchema(schema: string | undefined, schemaType: SchemaType | undefined): string {
  if (schema === undefined) return '';
  if (schemaType === 'PROTOBUF') return schema;
  try {
    return JSON.stringify(JSON.parse(schema), null, 2);
  } catch {
    return schema;
  }
}
