import { z } from 'zod';
import type { Permission } from './permissions.ts';

export const AuthProvider = z.object({ key: z.string(), label: z.string() });

/** `GET /api/auths` */
export const AuthDefinition = z.object({
  loginEnabled: z.boolean(),
  formEnabled: z.boolean(),
  oidcAuths: z.array(AuthProvider).optional(),
  oauthAuths: z.array(AuthProvider).optional(),
  version: z.string(),
});
export type AuthDefinition = z.infer<typeof AuthDefinition>;

/** One (group binding x role entry) of the caller; the web app flattens these to resource -> actions. */
export const RoleEntry = z.object({
  resources: z.array(z.string()),
  actions: z.array(z.string()),
  patterns: z.array(z.string()),
  clusters: z.array(z.string()),
});
export type RoleEntry = z.infer<typeof RoleEntry>;

const fullMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`);

/**
 * Whether the roles of `/api/me` allow `permission` on one name of one cluster, as the server
 * decides it: for the web app to ask only about names the server would answer (a request naming
 * another is refused whole).
 */
export function allowsName(
  roles: readonly RoleEntry[],
  permission: Permission,
  cluster: string,
  name: string,
): boolean {
  return roles.some(
    (r) =>
      r.resources.includes(permission.resource) &&
      r.actions.includes(permission.action) &&
      r.clusters.some((c) => fullMatch(c).test(cluster)) &&
      r.patterns.some((p) => fullMatch(p).test(name)),
  );
}

/** `GET /api/me` */
export const AuthUser = z.object({
  logged: z.boolean(),
  username: z.string().optional(),
  roles: z.array(RoleEntry).optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/**
 * `POST {base}/login` and the login form (spec §5): both fields required. Bounded, so a login
 * cannot make the server hold megabytes per attempt (the rate limiter keys on the name).
 */
export const LoginRequest = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(256, 'Username is longer than 256 characters'),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is longer than 1024 characters'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
/** `POST {base}/login`: the session token also set as cookie, for API clients (bearer header). */
export const LoginAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer').optional(),
  expires_in: z.number().int().optional(),
  username: z.string().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;
