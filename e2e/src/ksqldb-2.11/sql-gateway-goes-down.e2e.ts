// Issue 17: the real Flink SQL gateway of the stack stopped (through the stack's API) while the SQL
// info tab is open. The tab says the gateway is unreachable, offers Retry and says it tries again on
// its own; once the gateway is back it shows the engine again, with a new session (the gateway
// forgot the old one), by itself. The gateway is always started again (other tests use it).
import assert from 'node:assert/strict';
import { assertBackBySelf, assertSaysUnreachable, whileDown } from '../component-down.ts';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const gateway = 'http://127.0.0.1:8183';
const SESSION = /^[0-9a-f-]{36}$/;

browserTest(
  'the Flink gateway stopped: the SQL page says so, and shows the engine again once it is back',
  async (page) => {
    await page.goto(`${baseUrl}/ui/main/ksqldb/flink-sql/info`);
    const serviceId = page.getByTestId('ksqldb-info-ksqlServiceId');
    await eventually(async () => assert.match(await text(serviceId), SESSION), { timeoutMs: 30_000 });
    const before = await text(serviceId);
    await whileDown('flink-sql-gateway', async () => {
      await page.reload();
      await assertSaysUnreachable(
        page,
        /Flink SQL Gateway 'flink-sql' is unreachable at http:\/\/127\.0\.0\.1:8183/,
      );
      await screenshot(page, 'sql-gateway-stopped');
    });
    await assertBackBySelf(page, async () => assert.match(await text(serviceId), SESSION));
    const after = await text(serviceId);
    assert.notEqual(after, before, 'a new session');
    // The gateway itself knows the session the page shows.
    assert.equal((await fetch(`${gateway}/v1/sessions/${after}`)).status, 200);
    assert.match(await text(page.getByTestId('ksqldb-info-serverVersion')), /^Apache Flink/);
    await screenshot(page, 'sql-gateway-back');
    // A gateway just started can take longer than the console's deadline over its first statements:
    // they run here, so the next test files find it warm.
    await eventually(
      async () => assert.equal((await fetch(`${baseUrl}/api/main/ksqldb/flink-sql/tables`)).status, 200),
      { timeoutMs: 60_000, intervalMs: 1000 },
    );
  },
);
