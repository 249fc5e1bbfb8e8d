import { ACTIONS, RESOURCES } from '@console/contract';
import { z } from 'zod';

// The `security` block of the config, in the spirit of AKHQ's `akhq.security`: roles are lists of
// (resources x actions) in the spec §6 vocabulary; groups bind roles to resource-name and cluster
// patterns; users come from `basic-auth`, OpenID Connect, generic OAuth2 providers and LDAP.
// Without this block the console is open; with it, anything not granted is refused.

const Pattern = z.string().refine(
  (p) => {
    try {
      new RegExp(p);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid regular expression' },
);

const RoleEntry = z.strictObject({
  resources: z.array(z.enum(RESOURCES as [string, ...string[]])).min(1),
  actions: z.array(z.enum(ACTIONS as unknown as [string, ...string[]])).min(1),
});

const GroupBinding = z.strictObject({
  role: z.string(),
  patterns: z.array(Pattern).default(['.*']),
  clusters: z.array(Pattern).default(['.*']),
});

const BasicAuthUser = z.strictObject({
  username: z.string().min(1),
  /** An argon2id or bcrypt hash (`npm run hash-password`); plain text is refused at start. */
  password: z.string().min(1),
  groups: z.array(z.string()).default([]),
});

/** An external group (IdP claim value, LDAP group cn) and the console groups it grants. */
const GroupMapping = z.strictObject({ name: z.string(), groups: z.array(z.string()) });

const ExternalUsers = {
  /** Console group every user of this source gets. */
  'default-group': z.string().optional(),
  groups: z.array(GroupMapping).default([]),
};

const OidcProvider = z.strictObject({
  label: z.string().default('Login with OpenID Connect'),
  issuer: z.url(),
  'client-id': z.string(),
  'client-secret': z.string().optional(),
  scopes: z.array(z.string()).default(['openid', 'profile', 'email']),
  'username-field': z.string().default('preferred_username'),
  'groups-field': z.string().default('groups'),
  ...ExternalUsers,
});

const OauthProvider = z.strictObject({
  label: z.string().default('Login with OAuth'),
  'authorization-url': z.url(),
  'token-url': z.url(),
  'user-info-url': z.url(),
  'client-id': z.string(),
  'client-secret': z.string().optional(),
  scopes: z.array(z.string()).default([]),
  'username-field': z.string().default('login'),
  'groups-field': z.string().default('groups'),
  ...ExternalUsers,
});

const ProviderKey = z.string().regex(/^[\w-]+$/, 'letters, digits, _ and - only');

const LdapConfig = z.strictObject({
  url: z.string().regex(/^ldaps?:\/\//, 'ldap:// or ldaps:// URL'),
  /** DN of a user from the login name: `{0}` is replaced by the (escaped) username. */
  'user-dn-pattern': z.string().includes('{0}'),
  'group-base': z.string(),
  /** `{0}` is the user's DN, `{1}` the login name. */
  'group-filter': z.string().default('(member={0})'),
  'group-attribute': z.string().default('cn'),
  ...ExternalUsers,
});

const SecurityShape = z.strictObject({
  /** HMAC key of the session tokens, at least 32 characters. */
  'signing-secret': z.string().min(32, 'at least 32 characters'),
  /** How long a login lasts. */
  'session-ttl-seconds': z.number().int().min(60).default(3600),
  /** Send the session cookie with `Secure` (set it when the console is served over HTTPS). */
  'secure-cookie': z.boolean().default(false),
  /** Public URL of the console (scheme://host:port), for SSO redirect URIs; default: the request's host. */
  'public-url': z.url().optional(),
  /** Login attempts per user and address in one window. */
  'login-rate-limit': z
    .strictObject({
      max: z.number().int().min(1).default(10),
      'window-seconds': z.number().int().min(1).default(60),
    })
    .default({ max: 10, 'window-seconds': 60 }),
  /**
   * Where ended sessions are written, so a logout holds across restarts and on every console
   * sharing the signing secret (session-revocations.ts): a compacted topic, created when missing,
   * on `cluster` (default: the first connection).
   */
  sessions: z
    .strictObject({ cluster: z.string().optional(), topic: z.string().min(1).default('_console_sessions') })
    .default({ topic: '_console_sessions' }),
  /** Group of anonymous visitors (and added to every user); none means anonymous visitors get nothing. */
  'default-group': z.string().optional(),
  roles: z.record(z.string(), z.array(RoleEntry)).default({}),
  groups: z.record(z.string(), z.array(GroupBinding)).default({}),
  'basic-auth': z.array(BasicAuthUser).default([]),
  oidc: z.strictObject({ providers: z.record(ProviderKey, OidcProvider).default({}) }).optional(),
  oauth: z.strictObject({ providers: z.record(ProviderKey, OauthProvider).default({}) }).optional(),
  ldap: LdapConfig.optional(),
});

export const HASH_HINT = "store an argon2id or bcrypt hash instead: npm run hash-password -- '<password>'";

/** A hash this console can verify: argon2id (PHC string) or bcrypt ($2a$/$2b$/$2y$). */
export function isPasswordHash(value: string): boolean {
  return (
    /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[^$]+\$[^$]+$/.test(value) ||
    /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(value)
  );
}

/** Names that must point at something defined: a typo would silently grant nothing. */
export const SecurityConfig = SecurityShape.superRefine((security, issue) => {
  const group = (name: string | undefined, path: PropertyKey[]) => {
    if (name !== undefined && !Object.hasOwn(security.groups, name))
      issue.addIssue({ code: 'custom', path, message: `unknown group '${name}'` });
  };
  for (const [name, bindings] of Object.entries(security.groups)) {
    bindings.forEach((b, i) => {
      if (!Object.hasOwn(security.roles, b.role))
        issue.addIssue({
          code: 'custom',
          path: ['groups', name, i, 'role'],
          message: `unknown role '${b.role}'`,
        });
    });
  }
  group(security['default-group'], ['default-group']);
  security['basic-auth'].forEach((user, i) => {
    if (!isPasswordHash(user.password))
      issue.addIssue({
        code: 'custom',
        path: ['basic-auth', i, 'password'],
        message: `plain-text passwords are refused; ${HASH_HINT}`,
      });
    user.groups.forEach((g, j) => {
      group(g, ['basic-auth', i, 'groups', j]);
    });
  });
  const external = (source: ExternalUsersConfig, path: PropertyKey[]) => {
    group(source['default-group'], [...path, 'default-group']);
    source.groups.forEach((m, i) => {
      m.groups.forEach((g, j) => {
        group(g, [...path, 'groups', i, 'groups', j]);
      });
    });
  };
  for (const [key, p] of Object.entries(security.oidc?.providers ?? {}))
    external(p, ['oidc', 'providers', key]);
  for (const [key, p] of Object.entries(security.oauth?.providers ?? {}))
    external(p, ['oauth', 'providers', key]);
  if (security.ldap) external(security.ldap, ['ldap']);
});
export type SecurityConfig = z.infer<typeof SecurityConfig>;
export type OidcProviderConfig = z.infer<typeof OidcProvider>;
export type OauthProviderConfig = z.infer<typeof OauthProvider>;
export type LdapConfig = z.infer<typeof LdapConfig>;
export type ExternalUsersConfig = {
  'default-group'?: string;
  groups: Array<{ name: string; groups: string[] }>;
};
