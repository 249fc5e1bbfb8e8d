import { z } from 'zod';
import { pagedList } from './common.ts';

// Schema registry shapes (spec §2.9, §3, §5; akhq-api.md §2.8 and "Schema" in §3). Optional
// fields are left out when empty, as AKHQ does.

export const SchemaType = z.enum(['AVRO', 'JSON', 'PROTOBUF']);
export type SchemaType = z.infer<typeof SchemaType>;

/** The 7 compatibility levels of spec §5, in the order the form lists them. */
export const Compatibility = z.enum([
  'NONE',
  'BACKWARD',
  'BACKWARD_TRANSITIVE',
  'FORWARD',
  'FORWARD_TRANSITIVE',
  'FULL',
  'FULL_TRANSITIVE',
]);
export type Compatibility = z.infer<typeof Compatibility>;

export const SchemaReference = z.object({
  name: z.string().min(1),
  subject: z.string().min(1),
  version: z.number().int(),
});
export type SchemaReference = z.infer<typeof SchemaReference>;

/** One version of a subject. `exception` replaces `schema` when the version could not be read. */
export const Schema = z.object({
  id: z.number().int(),
  subject: z.string(),
  version: z.number().int(),
  compatibilityLevel: Compatibility.optional(),
  schema: z.string().optional(),
  schemaType: SchemaType.optional(),
  references: z.array(SchemaReference).optional(),
  exception: z.string().optional(),
});
export type Schema = z.infer<typeof Schema>;

export const SchemaList = pagedList(Schema);
export type SchemaList = z.infer<typeof SchemaList>;
export const SchemaVersions = z.array(Schema);
export const SubjectNames = z.array(z.string());

/** Columns the subject list sorts on (server-side, since the list is paged). */
export const SchemaSort = z.enum(['subject', 'version', 'compatibility', 'schemaType']);
export type SchemaSort = z.infer<typeof SchemaSort>;

export const SchemaListQuery = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).catch(1).optional(),
  /** Beyond AKHQ: sort column (subject when absent) and direction. */
  sort: SchemaSort.optional(),
  desc: z.stringbool().optional(),
});

/**
 * Beyond AKHQ: a compatibility level, of the registry (global) or of one subject (its own level, or
 * the global one when it has none). The body of a change, and the answer of a read.
 */
export const SchemaConfig = z.object({ compatibilityLevel: Compatibility });
export type SchemaConfig = z.infer<typeof SchemaConfig>;

export const SubjectParams = z.object({ cluster: z.string().min(1), subject: z.string().min(1) });
export const SubjectVersionParams = SubjectParams.extend({ version: z.coerce.number().int().min(1) });
export const SchemaIdParams = z.object({ cluster: z.string().min(1), id: z.coerce.number().int().min(0) });
/** `GET schema/id/{id}?topic`: the subject whose name contains the topic is preferred. */
export const SchemaIdQuery = z.object({ topic: z.string().optional() });
/** `GET schema/id/{id}` answers only these three fields (akhq-api.md §2.8). */
export const SchemaRef = Schema.pick({ id: true, subject: true, version: true });
/** `GET schema/topic/{topic}`: every subject for the key and value pickers, the topic's own first. */
export const PreferredSchemas = z.object({ key: SchemaVersions, value: SchemaVersions });

/**
 * `POST /api/{cluster}/schema` (create) and `POST /api/{cluster}/schema/{subject}` (new version).
 * AKHQ's UI also sends `clusterId`; unknown members are ignored.
 */
export const SchemaCreate = z.object({
  subject: z.string().trim().min(1, 'subject is required'),
  schema: z.string().trim().min(1, 'schema is required'),
  schemaType: SchemaType.default('AVRO'),
  references: z.array(SchemaReference).default([]),
  compatibilityLevel: Compatibility.optional(),
});
export type SchemaCreate = z.input<typeof SchemaCreate>;

/** Beyond AKHQ: `POST schema/{subject}/compatibility`, a candidate schema without subject or level. */
export const SchemaCandidate = SchemaCreate.omit({ subject: true, compatibilityLevel: true });
export type SchemaCandidate = z.input<typeof SchemaCandidate>;

/** Beyond AKHQ: the registry's verdict on a candidate schema against the subject's latest version. */
export const CompatibilityResult = z.object({
  compatible: z.boolean(),
  messages: z.array(z.string()).optional(),
});
export type CompatibilityResult = z.infer<typeof CompatibilityResult>;

export const SchemaDeleteQuery = z.object({
  /** Beyond AKHQ: also remove the soft-deleted subject for good. */
  permanent: z.stringbool().optional(),
});

export interface SchemaText {
  schema: string;
  references: SchemaReference[];
}

/**
 * What the forms' editor holds becomes what the registry gets (spec §5): for JSON types, a pasted
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

/**
 * The create and update forms (spec §5): subject, compatibility, type and schema all required, and
 * JSON types must parse. Valid values become the body of create and update (`SchemaCreate`).
 */
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
  })
  .transform((values): SchemaCreate => {
    const schemaType = values.schemaType ?? 'AVRO';
    return {
      subject: values.subject,
      compatibilityLevel: values.compatibilityLevel ?? 'BACKWARD',
      schemaType,
      ...toSchemaText(values.schemaData, schemaType),
    };
  });
export type SchemaFormInput = z.input<typeof SchemaFormValues>;
