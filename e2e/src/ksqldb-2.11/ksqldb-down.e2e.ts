// Spec §2.11 / issue 8: a stream-SQL engine that is down shows its error inside its own section only.
// Runs its own console (the demo config plus an engine nobody listens for), so the shared server keeps
// the demo's config; the rest of that console, and the live engine next to the dead one, keep working.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { KsqlDbPages } from '../pages/ksqldb-pages.ts';

const root = join(import.meta.dirname, '..', '..', '..');
let child: ChildProcess | undefined;
let url = '';

before(async () => {
  const demo = readFileSync(join(root, 'server/config/demo.yml'), 'utf8');
  const dead = '      - name: sql-down\n        url: http://127.0.0.1:59999\n        type: flink\n';
  const config = join(tmpdir(), `e2e-ksqldb-down-${process.pid}.yml`);
  writeFileSync(config, demo.replace(/( {8}type: flink\n)/, `$1${dead}`));
  child = spawn(join(root, 'node_modules/.bin/node'), ['server/src/main.ts', '--config', config], {
    cwd: root,
    env: { ...process.env, CONSOLE__SERVER__PORT: '0', CONSOLE__SERVER__LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('console did not start')), 30_000);
    let output = '';
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    child?.once('exit', (code) => reject(new Error(`console exited with ${code}`)));
  });
});

after(() => {
  child?.kill('SIGTERM');
});

browserTest('an engine that is down: error in its section, the other engine and areas fine', async (page) => {
  const sql = new KsqlDbPages(page);
  await sql.open(`${url}/ui/main/ksqldb/sql-down`);
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
  await sql.open(`${url}/ui/main/ksqldb/flink-sql`);
  await sql.table.waitFor();
  await eventually(async () => assert.equal(await page.getByTestId('table-loading').count(), 0));
  assert.equal(await error.count(), 0);

  await sql.open(`${url}/ui/main/node`);
  await page.getByTestId('table-row').first().waitFor();
  assert.equal(await error.count(), 0);
});
