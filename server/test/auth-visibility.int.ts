// Name patterns (issue 3 §5): a user allowed `orders-.*` on cluster main sees only those topics,
// groups and subjects, wherever they are listed, and is refused the others by name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { securedWithTopics } from './auth-helpers.ts';

const { server, visible, hidden } = securedWithTopics('it-auth');
const { orders, admin } = server.as;

async function json<T>(path: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers });
  assert.equal(response.status, 200, `${path}: ${response.status}`);
  return (await response.json()) as T;
}

const onlyOrders = (names: string[]) => names.filter((n) => !/^orders-/.test(n));

test('the topic list and topic names hold only orders-* topics', async () => {
  const page = await json<{ results?: Array<{ name: string }> }>('/api/main/topic?search=it-auth', orders);
  const names = (page.results ?? []).map((t) => t.name);
  assert.ok(names.includes(visible), names.join());
  assert.deepEqual(onlyOrders(names), []);
  const all = await json<string[]>('/api/main/topic/name', orders);
  assert.ok(all.includes(visible));
  assert.deepEqual(onlyOrders(all), []);
  // The admin sees both, so the filter is the user's, not the data's.
  const adminNames = await json<string[]>('/api/main/topic/name', admin);
  assert.ok(adminNames.includes(hidden) && adminNames.includes(visible));
});

test('groups are filtered by the same patterns', async () => {
  const page = await json<{ results?: Array<{ id: string }> }>('/api/main/group', orders);
  const ids = (page.results ?? []).map((g) => g.id);
  assert.ok(ids.includes('orders-dashboard'), ids.join());
  assert.deepEqual(onlyOrders(ids), []);
});

test("a group's detail shows only the topics the user may read", async () => {
  type Group = {
    topics?: string[];
    offsets?: Array<{ topic: string }>;
    members?: Array<{ assignments?: Array<{ topic: string }> }>;
  };
  const topicsOf = (g: Group) => [
    ...(g.topics ?? []),
    ...(g.offsets ?? []).map((o) => o.topic),
    ...(g.members ?? []).flatMap((m) => (m.assignments ?? []).map((a) => a.topic)),
  ];
  // The seeded group reads `orders`, which `orders-.*` does not match.
  const asAdmin = await json<Group>('/api/main/group/orders-dashboard', admin);
  assert.ok(topicsOf(asAdmin).includes('orders'), topicsOf(asAdmin).join());
  const asOrders = await json<Group>('/api/main/group/orders-dashboard', orders);
  assert.deepEqual(onlyOrders(topicsOf(asOrders)), []);
  const offsets = await json<Array<{ topic: string }>>('/api/main/group/orders-dashboard/offsets', orders);
  assert.deepEqual(onlyOrders(offsets.map((o) => o.topic)), []);
  const page = await json<{ results?: Group[] }>('/api/main/group?search=orders-dashboard', orders);
  assert.deepEqual(onlyOrders((page.results ?? []).flatMap(topicsOf)), []);
});

test('a topic outside the patterns is refused by name; another cluster is refused', async () => {
  assert.equal((await fetch(`${server.url}/api/main/topic/${visible}`, { headers: orders })).status, 200);
  const refused = await fetch(`${server.url}/api/main/topic/${hidden}`, { headers: orders });
  assert.equal(refused.status, 403);
  assert.match(((await refused.json()) as { message: string }).message, new RegExp(`'${hidden}'`));
  assert.equal((await fetch(`${server.url}/api/second/topic`, { headers: orders })).status, 403);
});

test('last records and the groups of topics refuse a topic outside the patterns by name', async () => {
  // AKHQ checks every name of `topics` (TOPIC_DATA READ +each topic): one outside is a 403 naming it.
  const refused = await fetch(`${server.url}/api/main/topic/last-record?topics=payments-avro,${visible}`, {
    headers: orders,
  });
  assert.equal(refused.status, 403);
  assert.match(((await refused.json()) as { message: string }).message, /'payments-avro'/);
  await json<Record<string, unknown>>(`/api/main/topic/last-record?topics=${visible}`, orders);
  // Asking for the groups of a topic reads it: refused by name (issue 12), as the topic itself is.
  const groups = await fetch(`${server.url}/api/main/group/topics?topics=payments-avro`, { headers: orders });
  assert.equal(groups.status, 403, await groups.text());
  const adminGroups = await json<unknown[]>('/api/main/group/topics?topics=payments-avro', admin);
  assert.ok(adminGroups.length > 0);
});
