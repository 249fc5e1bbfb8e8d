import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerStats } from '../src/routes/shared-answer.ts';
import { securedWithTopics } from './auth-helpers.ts';

// Identical list requests at the same time share one answer (server/src/routes/shared-answer.ts),
// but only between callers with the same permissions, and never an answer older than a change
// made through the console. Checked with two users asking the same URL at once, and with a topic
// created while the list is being asked for over and over.

const { server, visible, hidden, fresh } = securedWithTopics('it-share');
const created = fresh('new');
const { orders, admin } = server.as;
const LIST = `/api/main/topic?search=it-share&pageSize=50`;

async function names(headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${server.url}${LIST}`, { headers });
  assert.equal(response.status, 200);
  const page = (await response.json()) as { results?: Array<{ name: string }> };
  return (page.results ?? []).map((t) => t.name).sort();
}

test('two users asking the same list at once each get their own answer', async () => {
  const shared = answerStats.shared;
  const answers = await Promise.all(
    Array.from({ length: 40 }, async (_, i) => {
      const who = i % 2 === 0 ? 'orders' : 'admin';
      return { who, names: await names(who === 'orders' ? orders : admin) };
    }),
  );
  for (const a of answers) {
    if (a.who === 'orders') assert.ok(a.names.includes(visible) && !a.names.includes(hidden), a.names.join());
    else assert.ok(a.names.includes(visible) && a.names.includes(hidden), a.names.join());
  }
  assert.ok(answerStats.shared > shared, 'some answers were shared');
});

test('a topic created through the console is in the next list, while others keep asking', async () => {
  let asking = true;
  const crowd = Array.from({ length: 10 }, async () => {
    while (asking) await names(orders);
  });
  try {
    assert.ok(!(await names(orders)).includes(created));
    const answer = await server.request('/api/main/topic', admin, 'POST', {
      name: created,
      partition: 1,
      replication: 1,
      configs: {},
    });
    assert.ok(answer.ok, await answer.text());
    assert.ok((await names(orders)).includes(created), 'the list right after the creation shows it');
  } finally {
    asking = false;
    await Promise.all(crowd);
  }
});
