import { fillPath, type OperationDef } from '@console/contract';
import { AclOperations, AclPermissionTypes, ResourcePatternTypes, ResourceTypes } from '@platformatic/kafka';
import type { AppContext } from '../../src/context.ts';
import { changeRequest } from '../helpers.ts';
import { deleteSubjects } from '../registry-support.ts';
import type { WalkRequest } from './walk-types.ts';

// Making and sending a walk fixture's request, and removing what a walk named after its objects,
// for the tests that go over the whole route table (names-walk, odd-names).

const CONNECT = 'http://127.0.0.1:8083';

/** The URL: path parameters from the fixture, else `cluster` for clusters and `name` for the rest. */
export function walkUrl(op: OperationDef, request: WalkRequest, name: string, cluster = 'main'): string {
  const params = Object.fromEntries(
    [...op.path.matchAll(/:(\w+)/g)].map(([, p = '']) => [p, /cluster$/i.test(p) ? cluster : name]),
  );
  // A fixture's own cluster parameters give way when the walk puts an odd name there.
  const fixed = Object.fromEntries(
    Object.entries(request.params ?? {}).filter(([key]) => !/cluster$/i.test(key) || cluster === 'main'),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    for (const item of [value].flat()) query.append(key, item);
  }
  const qs = query.toString();
  return `/api${fillPath(op.path, { ...params, ...fixed })}${qs ? `?${qs}` : ''}`;
}

/** Sends it; events and files are opened and closed again, their status is what a walk needs. */
export async function walkCall(
  base: string,
  op: OperationDef,
  request: WalkRequest,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, {
    ...changeRequest(op.method, request.body, headers),
    signal: controller.signal,
  });
  const text = op.kind === 'events' || op.kind === 'file' ? '' : await response.text();
  controller.abort();
  return { status: response.status, text };
}

/** Removes topics, groups, ACLs of `User:<name>`, subjects and connectors with these names. */
export async function removeNamed(ctx: AppContext, names: readonly string[]): Promise<void> {
  await ctx.kafka
    .run('main', 'cleanup', async (admin) => {
      const existing = new Set(await admin.listTopics());
      const topics = names.filter((t) => existing.has(t));
      if (topics.length > 0) await admin.deleteTopics({ topics });
      await admin.deleteGroups({ groups: [...names] }).catch(() => {});
      await admin.deleteAcls({
        filters: names.map((name) => ({
          resourceType: ResourceTypes.ANY,
          resourceName: null,
          resourcePatternType: ResourcePatternTypes.ANY,
          principal: `User:${name}`,
          host: null,
          operation: AclOperations.ANY,
          permissionType: AclPermissionTypes.ANY,
        })),
      });
    })
    .catch(() => {});
  for (const name of names) {
    await fetch(`${CONNECT}/connectors/${encodeURIComponent(name)}`, { method: 'DELETE' }).catch(() => {});
  }
  await deleteSubjects(names);
}
