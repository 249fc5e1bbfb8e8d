import { z } from 'zod';

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

/** `GET /api/me` */
export const AuthUser = z.object({
  logged: z.boolean(),
  username: z.string().optional(),
  roles: z.array(RoleEntry).optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const LoginRequest = z.object({ username: z.string().min(1), password: z.string().min(1) });
/** `POST {base}/login`: the session token also set as cookie, for API clients (bearer header). */
export const LoginAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer').optional(),
  expires_in: z.number().int().optional(),
  username: z.string().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;
