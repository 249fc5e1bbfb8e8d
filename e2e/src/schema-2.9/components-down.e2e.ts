// Spec §2.9/§2.10 and design §1: a registry or a Connect worker that is down shows a clear error
// on its own section, while the rest of the console keeps working. Runs a second server of its own
// whose config points the registry and Connect at a closed port.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { browserTest, eventually, screenshot, text } from '../harness.ts';

const repo = join(import.meta.dirname, '../../..');
let server: ChildProcess | undefined;
let url = '';

before(async () => {
  const config = readFileSync(join(repo, 'server/config/demo.yml'), 'utf8')
    .replace('http://127.0.0.1:8085/apis/ccompat/v7', 'http://127.0.0.1:1/apis/ccompat/v7')
    .replace('http://127.0.0.1:8083', 'http://127.0.0.1:1');
  const file = join(mkdtempSync(join(tmpdir(), 'console-down-')), 'config.yml');
  writeFileSync(file, config);
  server = spawn(process.execPath, [join(repo, 'server/src/main.ts'), '--config', file], {
    env: { ...process.env, CONSOLE__SERVER__PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server!.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
});

after(() => {
  server?.kill();
});

browserTest('an unreachable registry shows an error on the schema section only', async (page) => {
  await page.goto(`${url}/ui/main/schema`);
  await eventually(async () =>
    assert.match(
      await text(page.getByTestId('section-error')),
      /Schema registry is unreachable at http:\/\/127\.0\.0\.1:1/,
    ),
  );
  assert.equal(await text(page.getByTestId('table-empty')), 'No data available');
  await screenshot(page, 'schema-registry-down');

  await page.getByTestId('sidebar-node').click();
  await eventually(async () =>
    assert.equal(await page.getByTestId('node-table').getByTestId('table-row').count(), 3),
  );
  assert.equal(await page.getByTestId('section-error').count(), 0);
});

browserTest('a Connect worker that is down shows an error on its own section only', async (page) => {
  await page.goto(`${url}/ui/main/connect/demo-connect`);
  await eventually(async () =>
    assert.match(await text(page.getByTestId('section-error')), /Connect 'demo-connect' is unreachable/),
  );
  await screenshot(page, 'connect-down');
  const topics = await page.request.get(`${url}/api/main/node`);
  assert.equal(topics.status(), 200);
  await page.goto(`${url}/ui/main/node`);
  await eventually(async () =>
    assert.equal(await page.getByTestId('node-table').getByTestId('table-row').count(), 3),
  );
});
