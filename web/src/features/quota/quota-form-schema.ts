import {
  QUOTA_KEY_NAMES,
  QUOTA_KEYS,
  type Quota,
  type QuotaChange,
  QuotaChange as QuotaChangeSchema,
  type QuotaKey,
} from '@console/contract';
import { z } from 'zod';

// The quota form's fields and how they become the contract's QuotaChange: the entity from a kind
// and a name (or the default) per part, the values from the filled number boxes. The contract's
// schema checks the result; its messages land on the fields they are about.

export const ENTITY_KINDS = [
  { value: 'user', label: 'User' },
  { value: 'client-id', label: 'Client id' },
  { value: 'user+client-id', label: 'User and client id' },
  { value: 'ip', label: 'IP' },
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number]['value'];

const Part = z.object({ name: z.string(), isDefault: z.boolean() });

export const QuotaFormSchema = z
  .object({
    kind: z.enum(['user', 'client-id', 'user+client-id', 'ip']),
    user: Part,
    clientId: Part,
    ip: Part,
    values: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .transform((form, ctx): QuotaChange => {
    const parts = (
      {
        user: [['user', 'user']],
        'client-id': [['client-id', 'clientId']],
        'user+client-id': [
          ['user', 'user'],
          ['client-id', 'clientId'],
        ],
        ip: [['ip', 'ip']],
      } as const
    )[form.kind];
    let unnamed = false;
    const entity = parts.map(([type, field]) => {
      const part = form[field];
      if (!part.isDefault && part.name.trim() === '') {
        ctx.addIssue({ code: 'custom', path: [field, 'name'], message: 'Name it, or choose the default' });
        unnamed = true;
      }
      // An unnamed part is said above, on its field: the values are still checked, against a default.
      return part.isDefault || part.name.trim() === '' ? { type } : { type, name: part.name.trim() };
    });
    const values: Record<string, number> = {};
    for (const key of keysFor(form.kind)) {
      const raw = form.values[key];
      if (raw === undefined || raw === '') continue;
      values[key] = Number(raw);
    }
    const checked = QuotaChangeSchema.safeParse({ entity, values });
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
      return z.NEVER;
    }
    return unnamed ? z.NEVER : checked.data;
  });
export type QuotaDraft = z.input<typeof QuotaFormSchema>;

/** The keys that apply to an entity kind: connection_creation_rate to IPs, the others to clients. */
export function keysFor(kind: EntityKind): QuotaKey[] {
  return QUOTA_KEY_NAMES.filter((key) => (QUOTA_KEYS[key].for === 'ip') === (kind === 'ip'));
}

/** What each key limits, shown under its box. */
export const KEY_HELP: Record<QuotaKey, string> = {
  producer_byte_rate: 'Bytes per second produced, per broker',
  consumer_byte_rate: 'Bytes per second fetched, per broker',
  request_percentage: 'Percent of one request handler and network thread, per broker',
  controller_mutation_rate: 'Partitions created or deleted per second',
  connection_creation_rate: 'New connections per second from the address, per broker',
};

const empty = { name: '', isDefault: false };

/** A blank form, or the form of an existing quota (edit). */
export function draftOf(quota?: Quota): QuotaDraft {
  if (!quota) return { kind: 'user', user: empty, clientId: empty, ip: empty, values: {} };
  const part = (type: string) => {
    const found = quota.entity.find((p) => p.type === type);
    return found ? { name: found.name ?? '', isDefault: found.name === undefined } : empty;
  };
  const types = quota.entity.map((p) => p.type);
  const kind: EntityKind = types.includes('ip')
    ? 'ip'
    : types.length === 2
      ? 'user+client-id'
      : (types[0] as EntityKind);
  const values = Object.fromEntries(Object.entries(quota.values).map(([k, v]) => [k, String(v)]));
  return { kind, user: part('user'), clientId: part('client-id'), ip: part('ip'), values };
}
