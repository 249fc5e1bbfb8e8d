// Spec §2.3: the Connect and stream-SQL selectors list every instance of the cluster, the first is
// selected, and picking another opens it. Runs its own console whose config has two of each (the
// second entries reach the same real worker and gateway under other names).
import assert from 'node:assert/strict';
import { browserTest, eventually } from '../harness.ts';
import { useOwnConsole } from '../own-console.ts';
import { ConsolePage } from '../pages/console-page.ts';

const own = useOwnConsole({
  editConfig: (demo) =>
    demo
      .replace(/( {6}- name: demo-connect\n {8}url: (\S+)\n)/, '$1      - name: connect-b\n        url: $2\n')
      .replace(
        /( {6}- name: flink-sql\n {8}url: (\S+)\n {8}type: flink\n)/,
        '$1      - name: sql-b\n        url: $2\n        type: flink\n',
      ),
});

async function pick(app: ConsolePage, key: 'connect' | 'ksqldb', instance: string): Promise<void> {
  await app.page.getByTestId(`sidebar-${key}-select`).click();
  await app.page.getByRole('option', { name: instance, exact: true }).click();
}

browserTest('picking another Connect or stream-SQL instance opens it', async (page) => {
  const app = new ConsolePage(page);
  await app.open(`${own.url()}/ui/main/node`);
  await app.title.waitFor();
  const connectSelect = page.getByTestId('sidebar-connect-select');
  await eventually(async () => assert.equal(await connectSelect.inputValue(), 'demo-connect'));
  assert.equal(await page.getByTestId('sidebar-ksqldb-select').inputValue(), 'flink-sql');

  await pick(app, 'connect', 'connect-b');
  await app.waitForPath('/ui/main/connect/connect-b');
  await pick(app, 'connect', 'demo-connect');
  await app.waitForPath('/ui/main/connect/demo-connect');

  await pick(app, 'ksqldb', 'sql-b');
  await app.waitForPath(/^\/ui\/main\/ksqldb\/sql-b/);
  assert.equal(await page.getByTestId('sidebar-ksqldb-select').inputValue(), 'sql-b');
});
