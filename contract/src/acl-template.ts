import { z } from 'zod';

// The 'ACLs from a template' dialog's fields (issue 15), as typed: names are comma- or
// space-separated text, split when the preview is built. What a template still needs before it can
// be applied (a principal, topics, a group, an application.id) is said under the fields, from the
// same rules that build the preview (web/src/features/acls/acl-templates.ts).

export const ACL_TEMPLATE_KINDS = ['consumer', 'producer', 'streams'] as const;

export const AclTemplateForm = z.object({
  kind: z.enum(ACL_TEMPLATE_KINDS),
  principal: z.string().trim(),
  /** Consumer and producer topics; a Streams application's input topics. */
  topics: z.string(),
  /** A Streams application's output topics. */
  outputs: z.string(),
  group: z.string().trim(),
  transactionalId: z.string().trim(),
  applicationId: z.string().trim(),
  /** Topics and group taken as prefixes (PREFIXED) rather than exact names. */
  prefixed: z.boolean(),
});
export type AclTemplateForm = z.infer<typeof AclTemplateForm>;
