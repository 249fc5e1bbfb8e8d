import type { SchemaReference, SchemaType } from '@console/contract';

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

export interface SchemaText {
  schema: string;
  references: SchemaReference[];
}

/**
 * What the form's editor holds becomes what the registry gets (spec §5): for JSON types, a pasted
 * registry answer `{ "schema": "...", "references": [...] }` is unwrapped, the schema member is
 * sent and its references (default none) come with it. Protobuf text is sent as typed.
 */
export function toSchemaText(data: string, schemaType: SchemaType): SchemaText {
  if (schemaType === 'PROTOBUF') return { schema: data, references: [] };
  const parsed = JSON.parse(data) as unknown;
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'schema' in parsed) {
    const wrapped = parsed as { schema: unknown; references?: SchemaReference[] };
    const inner = typeof wrapped.schema === 'string' ? wrapped.schema : JSON.stringify(wrapped.schema);
    return { schema: inner, references: wrapped.references ?? [] };
  }
  return { schema: JSON.stringify(parsed), references: [] };
}

/** The form check of spec §5: JSON types must parse; the message names the field. */
export function schemaDataError(data: string, schemaType: SchemaType): string | undefined {
  if (data.trim() === '') return 'Schema is required';
  if (schemaType === 'PROTOBUF') return undefined;
  try {
    JSON.parse(data);
    return undefined;
  } catch (error) {
    return `Schema is not valid JSON: ${(error as Error).message}`;
  }
}
