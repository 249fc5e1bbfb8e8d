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

export const SchemaListQuery = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).catch(1).optional(),
});

export const SubjectParams = z.object({ cluster: z.string().min(1), subject: z.string().min(1) });
export const SubjectVersionParams = SubjectParams.extend({ version: z.coerce.number().int().min(1) });
export const SchemaIdParams = z.object({ cluster: z.string().min(1), id: z.coerce.number().int().min(0) });

/**
 * `POST /api/{cluster}/schema` (create) and `POST /api/{cluster}/schema/{subject}` (new version).
 * The web app also sends `clusterId`; unknown members are ignored.
 */
export const SchemaCreate = z.object({
  subject: z.string().trim().min(1, 'subject is required'),
  schema: z.string().trim().min(1, 'schema is required'),
  schemaType: SchemaType.default('AVRO'),
  references: z.array(SchemaReference).default([]),
  compatibilityLevel: Compatibility.optional(),
});
export type SchemaCreate = z.input<typeof SchemaCreate>;

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
