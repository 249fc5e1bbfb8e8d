import { can, type FlatRoles, type Permission } from '@console/contract';
import { redirect } from '@tanstack/react-router';

/**
 * Route guard of spec §2.1: a route the roles do not grant does not exist for the user, so it
 * answers like an unknown path. The server enforces the same permission on the API.
 */
export function requirePermission(context: { roles: FlatRoles }, permission: Permission): void {
  if (!can(context.roles, permission)) throw redirect({ to: '/ui/page-not-found', replace: true });
}
