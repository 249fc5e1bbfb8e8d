// Spec §2.11 / issue 8: a stream-SQL engine that is down shows its error inside its own section only.
// Runs its own console (the demo config plus an engine nobody listens for), so the shared server keeps
// the demo's config; the rest of that console, and the live engine next to the dead one, keep working.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { useOwnConsole } from '../own-console.ts';
import { KsqlDbPages } from '../pages/ksqldb-pages.ts';

const dead = '      - name: sql-down\n        url: http://127.0.0.1:59999\n        type: flink\n';
const own = useOwnConsole({ editConfig: (demo) => demo.replace(/( {8}type: flink\n)/, `$1${dead}`) });

browserTest('an engine that is down: error in its section, the other engine and areas fine', async (page) => {
  const sql = new KsqlDbPages(page);
  await sql.open(`${own.url()}/ui/main/ksqldb/sql-down`);
  const error = page.getByTestId('section-error');
  await eventually(async () =>
    assert.match(await text(error), /Flink SQL Gateway 'sql-down' is unreachable/),
  );
  assert.equal(await sql.sidebar.isVisible(), true);
  assert.equal(await sql.table.getByTestId('table-empty').isVisible(), true);
  await screenshot(page, 'ksqldb-engine-down');

  await sql.tab('info').click();
  await eventually(async () => assert.match(await text(error), /sql-down/));

  // The selector lists both engines; the live one shows its lists without an error.
  await page.getByTestId('sidebar-ksqldb-select').click();
  const options = await page.getByRole('option').allInnerTexts();
  assert.deepEqual(
    options.map((o) => o.trim()),
    ['flink-sql', 'sql-down'],
  );
  await page.keyboard.press('Escape');
  await sql.open(`${own.url()}/ui/main/ksqldb/flink-sql`);
  await sql.table.waitFor();
  await eventually(async () => assert.equal(await page.getByTestId('table-loading').count(), 0));
  assert.equal(await error.count(), 0);

  await sql.open(`${own.url()}/ui/main/node`);
  await page.getByTestId('table-row').first().waitFor();
  assert.equal(await error.count(), 0);
});
