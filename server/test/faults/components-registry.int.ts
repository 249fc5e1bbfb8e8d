// The schema registry stopped and started again (issue 17): while it is down the console's schema
// routes answer 502 naming the registry and its address, within the deadline; once it is back
// they answer again from the same console process, with what the registry itself lists.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@console/stack';
import { eventually } from '@console/stack/eventually';
import { json, type RunningServer, startServer } from '../helpers.ts';
import { withFrozen, withStopped } from './component.ts';

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(() => server?.close());

/** Other tests add and remove subjects of their own meanwhile: the stack's seeded ones stay. */
const SEEDED = ['customers-proto-value', 'events-jsonschema-value', 'payments-avro-value'];
const seeded = (subjects: string[]) => subjects.filter((s) => SEEDED.includes(s)).sort();

/** The registry's own subject list, read without the console. */
async function registrySubjects(): Promise<string[]> {
  const answer = await fetch(`${endpoints.registry.url}/subjects`);
  assert.equal(answer.status, 200);
  return seeded((await answer.json()) as string[]);
}

async function consoleSubjects(): Promise<string[]> {
  const answer = await server.get('/api/main/schema?pageSize=100');
  assert.equal(answer.status, 200, await answer.clone().text());
  const body = await json<{ results: Array<{ subject: string }> }>(answer);
  return seeded(body.results.map((r) => r.subject));
}

/** The first page of the seeded Avro topic, as the data tab reads it. */
async function avroPage(): Promise<Array<{ exceptions?: string[] }>> {
  const answer = await server.get('/api/main/topic/payments-avro/data?sort=OLDEST');
  assert.equal(answer.status, 200);
  return (await json<{ results?: Array<{ exceptions?: string[] }> }>(answer)).results ?? [];
}

async function assertRegistryDown(path: string): Promise<void> {
  const answer = await server.get(path);
  const body = await json<{ message: string }>(answer);
  assert.equal(answer.status, 502, `${path}: ${JSON.stringify(body)}`);
  assert.match(body.message, /Schema registry is unreachable at http:\/\/127\.0\.0\.1:8085/);
}

test('registry down: schema pages say the registry is unreachable; back: they list its subjects again', async () => {
  const before = await registrySubjects();
  assert.deepEqual(before, SEEDED, 'the stack seeds these subjects');
  // The console has talked to the registry before it goes, so any client it keeps is a live one.
  assert.deepEqual(await consoleSubjects(), before);
  const subject = before[0]!;

  await withStopped(
    'registry',
    async () => {
      await assertRegistryDown('/api/main/schema');
      await assertRegistryDown('/api/main/schemas');
      await assertRegistryDown(`/api/main/schema/${encodeURIComponent(subject)}`);
      await assertRegistryDown('/api/main/schemas/config');
      // The rest of the console does not depend on the registry; records framed for it say it is
      // down, not that their schema is missing.
      assert.equal((await server.get('/api/main/topic')).status, 200);
      const framed = await avroPage();
      assert.ok(framed.length > 0, 'payments-avro holds records');
      for (const record of framed) {
        assert.match(
          record.exceptions?.[0] ?? '',
          /^The schema registry could not be asked for the schema with id \d+: Schema registry is unreachable/,
        );
      }
    },
    async () => {
      // The same process, no restart: the next call reaches the registry again.
      assert.deepEqual(await registrySubjects(), before);
      await eventually(async () => assert.deepEqual(await consoleSubjects(), before), {
        what: 'the console lists the subjects again',
      });
      // The schema is asked again seconds later: the records decode without a console restart.
      await eventually(
        async () =>
          assert.deepEqual(
            (await avroPage()).flatMap((r) => r.exceptions ?? []),
            [],
          ),
        {
          what: 'payments-avro decodes again',
        },
      );
      const detail = await server.get(`/api/main/schema/${encodeURIComponent(subject)}`);
      assert.equal(detail.status, 200);
      assert.equal((await json<{ subject: string }>(detail)).subject, subject);
    },
  );
});

test('registry frozen (port open, no answer): the schema list answers 504 within the deadline, then recovers', async () => {
  const subjects = await registrySubjects();
  const deadline = server.ctx.config.server['kafka-timeout-ms'];
  await withFrozen('registry', async () => {
    const answer = await server.get('/api/main/schema?pageSize=100');
    const body = await json<{ message: string }>(answer);
    assert.equal(answer.status, 504, JSON.stringify(body));
    assert.equal(body.message, `Schema registry did not answer within ${deadline} ms (GET /subjects)`);
  });
  await eventually(async () => assert.deepEqual(await consoleSubjects(), subjects), {
    timeoutMs: 30_000,
    what: 'the console lists the subjects again',
  });
});
