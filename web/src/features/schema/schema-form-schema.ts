import { Compatibility, SchemaType } from '@console/contract';
import { z } from 'zod';
import type { SchemaPayload } from './schema-queries.ts';
import { schemaDataError, toSchemaText } from './schema-text.ts';

/** Create and update forms (spec §5): all four fields required; JSON types must parse. */
export const SchemaFormValues = z
  .object({
    subject: z.string().trim().min(1, 'Subject is required'),
    compatibilityLevel: Compatibility.nullable().refine((v) => v !== null, 'Compatibility is required'),
    schemaType: SchemaType.nullable().refine((v) => v !== null, 'Schema type is required'),
    schemaData: z.string(),
  })
  .superRefine((values, ctx) => {
    const error = schemaDataError(values.schemaData, values.schemaType ?? 'AVRO');
    if (error) ctx.addIssue({ code: 'custom', path: ['schemaData'], message: error });
  });
export type SchemaFormValues = z.infer<typeof SchemaFormValues>;
export type SchemaFormInput = z.input<typeof SchemaFormValues>;

export const COMPATIBILITY_LEVELS = Compatibility.options;
export const SCHEMA_TYPES = SchemaType.options;

/** The request body from valid form values, with a pasted `schema` member unwrapped. */
export function toPayload(values: SchemaFormValues): SchemaPayload {
  const schemaType = values.schemaType ?? 'AVRO';
  const { schema, references } = toSchemaText(values.schemaData, schemaType);
  return {
    subject: values.subject.trim(),
    compatibilityLevel: values.compatibilityLevel ?? 'BACKWARD',
    schemaType,
    schema,
    references,
  };
}
