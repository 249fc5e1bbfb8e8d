import type { AclBinding } from '@console/contract';

// The ACLs a client needs, by kind (issue 15), as Kafka's documentation lists them for its
// authorizer: a consumer reads its topics and its group; a producer writes its topics (and owns its
// transactional id when it has one); a Kafka Streams application reads its inputs, writes its
// outputs, owns every topic and group named after its application.id (internal topics, its group)
// and, for exactly-once, the transactional ids starting with it.

export const TEMPLATE_KINDS = ['consumer', 'producer', 'streams'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface TemplateInput {
  kind: TemplateKind;
  principal: string;
  /** Consumer and producer topics; a Streams application's input topics. */
  topics: string[];
  /** Topics and group taken as prefixes (PREFIXED) rather than exact names. */
  prefixed: boolean;
  /** Consumer group (consumer). */
  group?: string;
  /** Transactional id (producer, optional). */
  transactionalId?: string;
  /** application.id (streams). */
  applicationId?: string;
  /** Output topics (streams). */
  outputTopics?: string[];
  host?: string;
}

/** A comma- or space-separated list of names, blanks dropped. */
export function namesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The bindings a template stands for, each ALLOW from `host` (default every host). */
export function templateBindings(t: TemplateInput): AclBinding[] {
  const host = t.host?.trim() || '*';
  const pattern = t.prefixed ? 'PREFIXED' : 'LITERAL';
  const allow = (
    resourceType: AclBinding['resourceType'],
    resourceName: string,
    operation: AclBinding['operation'],
    patternType: AclBinding['patternType'] = pattern,
  ): AclBinding => ({
    principal: t.principal.trim(),
    resourceType,
    resourceName,
    patternType,
    operation,
    permissionType: 'ALLOW',
    host,
  });
  const onTopics = (topics: string[], ops: AclBinding['operation'][]) =>
    topics.flatMap((topic) => ops.map((op) => allow('TOPIC', topic, op)));
  switch (t.kind) {
    case 'consumer':
      return [
        ...onTopics(t.topics, ['READ', 'DESCRIBE']),
        ...(t.group ? [allow('GROUP', t.group, 'READ')] : []),
      ];
    case 'producer':
      return [
        ...onTopics(t.topics, ['WRITE', 'DESCRIBE']),
        ...(t.transactionalId
          ? [
              allow('TRANSACTIONAL_ID', t.transactionalId, 'WRITE', 'LITERAL'),
              allow('TRANSACTIONAL_ID', t.transactionalId, 'DESCRIBE', 'LITERAL'),
            ]
          : []),
      ];
    case 'streams': {
      const app = t.applicationId?.trim() ?? '';
      return [
        ...onTopics(t.topics, ['READ', 'DESCRIBE']),
        ...onTopics(t.outputTopics ?? [], ['WRITE', 'DESCRIBE']),
        ...(app
          ? [
              allow('TOPIC', app, 'ALL', 'PREFIXED'),
              allow('GROUP', app, 'READ', 'PREFIXED'),
              allow('TRANSACTIONAL_ID', app, 'WRITE', 'PREFIXED'),
              allow('TRANSACTIONAL_ID', app, 'DESCRIBE', 'PREFIXED'),
            ]
          : []),
      ];
    }
  }
}

/** What the template still needs before it can be applied, or nothing. */
export function templateProblem(t: TemplateInput): string | undefined {
  if (!/^[A-Za-z][\w-]*:.+$/.test(t.principal.trim()))
    return 'Principal must look like Type:name, e.g. User:alice';
  if (t.kind === 'streams' && !t.applicationId?.trim()) return 'application.id is required';
  if (t.kind !== 'streams' && t.topics.length === 0) return 'At least one topic is required';
  if (t.kind === 'consumer' && !t.group?.trim()) return 'Consumer group is required';
  return undefined;
}
