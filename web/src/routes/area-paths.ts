import type { Area } from '../features/session/session.ts';

/** Typed route of each area a redirect may land on (spec §2.1 order lives in `firstArea`). */
export const AREA_PATHS = {
  topic: '/ui/$clusterId/topic',
  node: '/ui/$clusterId/node',
  group: '/ui/$clusterId/group',
  acls: '/ui/$clusterId/acls',
  schema: '/ui/$clusterId/schema',
} as const satisfies Record<Area, string>;
