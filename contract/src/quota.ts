import { z } from 'zod';

// Client quotas (issue 16; not in AKHQ): what Kafka's DescribeClientQuotas / AlterClientQuotas hold,
// as `kafka-configs.sh --entity-type users|clients|ips` shows it. An entity is a user, a client id,
// a user with a client id, or an IP; each part names one, or stands for the default of its type
// (`<default>` in Kafka's tools) when its name is left out.

export const QUOTA_ENTITY_TYPES = ['user', 'client-id', 'ip'] as const;
export const QuotaEntityType = z.enum(QUOTA_ENTITY_TYPES);
export type QuotaEntityType = z.infer<typeof QuotaEntityType>;

/** Kafka's quota keys, and whether Kafka keeps each as a whole number (LONG/INT) or a double. */
export const QUOTA_KEYS = {
  producer_byte_rate: { whole: true, for: 'client' },
  consumer_byte_rate: { whole: true, for: 'client' },
  request_percentage: { whole: false, for: 'client' },
  controller_mutation_rate: { whole: false, for: 'client' },
  connection_creation_rate: { whole: true, for: 'ip' },
} as const;
export type QuotaKey = keyof typeof QUOTA_KEYS;
export const QUOTA_KEY_NAMES = Object.keys(QUOTA_KEYS) as QuotaKey[];

/** How Kafka's tools print the default entity of a type. */
export const DEFAULT_ENTITY = '<default>';

export const QuotaEntityPart = z.object({
  type: QuotaEntityType,
  /** Left out: the default of the type. */
  name: z.string().min(1, 'an entity name cannot be empty (leave it out for the default)').optional(),
});
export type QuotaEntityPart = z.infer<typeof QuotaEntityPart>;

const KINDS = ['user', 'client-id', 'client-id+user', 'ip'];

/** One entity: user, client-id, user + client-id, or ip; the parts in Kafka's order (user first). */
export const QuotaEntity = z
  .array(QuotaEntityPart)
  .min(1, 'name at least one entity part (user, client-id or ip)')
  .superRefine((parts, ctx) => {
    const kind = parts
      .map((p) => p.type)
      .sort()
      .join('+');
    if (!KINDS.includes(kind)) {
      ctx.addIssue({
        code: 'custom',
        message: `'${kind}' is not a quota entity: use user, client-id, user with client-id, or ip`,
      });
    }
  })
  .transform((parts) =>
    [...parts].sort((a, b) => QUOTA_ENTITY_TYPES.indexOf(a.type) - QUOTA_ENTITY_TYPES.indexOf(b.type)),
  );
export type QuotaEntity = z.output<typeof QuotaEntity>;

/** Quota values by key, as Kafka answers them. */
export const QuotaValues = z.partialRecord(z.enum(QUOTA_KEY_NAMES as [QuotaKey, ...QuotaKey[]]), z.number());
export type QuotaValues = z.infer<typeof QuotaValues>;

export const Quota = z.object({
  entity: z.array(QuotaEntityPart),
  values: QuotaValues,
});
export type Quota = z.infer<typeof Quota>;
export const QuotaList = z.array(Quota);

export const QuotaListQuery = z.object({
  /** Entities that have a part of this type (a user filter also lists user + client-id entities). */
  type: QuotaEntityType.optional(),
  /** Part of a name; `<default>` finds the defaults. */
  search: z.string().optional(),
  /**
   * The quotas that apply to one user (the ACL principal page): the user's own entities and the
   * user defaults, with or without a client id.
   */
  user: z.string().min(1).optional(),
});

function checkValue(key: string, value: number, ip: boolean, ctx: z.RefinementCtx, path: PropertyKey[]) {
  // Own keys only: `constructor` or `__proto__` would otherwise find Object's members.
  const known = Object.hasOwn(QUOTA_KEYS, key)
    ? (QUOTA_KEYS as Record<string, (typeof QUOTA_KEYS)[QuotaKey]>)[key]
    : undefined;
  if (!known) {
    ctx.addIssue({
      code: 'custom',
      path,
      message: `unknown quota key '${key}': use one of ${QUOTA_KEY_NAMES.join(', ')}`,
    });
    return;
  }
  if (ip !== (known.for === 'ip')) {
    ctx.addIssue({
      code: 'custom',
      path,
      message: ip
        ? `'${key}' does not apply to an ip entity: use connection_creation_rate`
        : `'${key}' applies to ip entities only`,
    });
  }
  if (!Number.isFinite(value) || value < 0) {
    ctx.addIssue({ code: 'custom', path, message: `'${key}' must be 0 or more, not ${value}` });
  } else if (known.whole && !Number.isInteger(value)) {
    ctx.addIssue({ code: 'custom', path, message: `'${key}' must be a whole number, not ${value}` });
  }
}

/**
 * Create or update: the entity and its values. An update sets exactly these values: a key left
 * out is removed from the entity.
 */
export const QuotaChange = z
  .object({
    entity: QuotaEntity,
    values: z.record(z.string(), z.number()),
  })
  .superRefine((change, ctx) => {
    const ip = change.entity.some((p) => p.type === 'ip');
    const keys = Object.keys(change.values);
    if (keys.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'set at least one quota value' });
    }
    for (const key of keys) checkValue(key, change.values[key] ?? 0, ip, ctx, ['values', key]);
  })
  .transform((change) => ({ entity: change.entity, values: change.values as QuotaValues }));
export type QuotaChange = z.output<typeof QuotaChange>;

/** Delete: the given keys of an entity, or all of them when `keys` is left out. */
export const QuotaDelete = z.object({
  entity: QuotaEntity,
  keys: z
    .array(z.string())
    .optional()
    .superRefine((keys, ctx) => {
      for (const key of keys ?? []) {
        if (!Object.hasOwn(QUOTA_KEYS, key)) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown quota key '${key}': use one of ${QUOTA_KEY_NAMES.join(', ')}`,
          });
        }
      }
    }),
});
export type QuotaDelete = z.output<typeof QuotaDelete>;

/** `user=alice` / `client-id=<default>`: an entity as Kafka's tools write it. */
export function entityText(entity: readonly QuotaEntityPart[]): string {
  return entity.map((p) => `${p.type}=${p.name ?? DEFAULT_ENTITY}`).join(', ');
}
