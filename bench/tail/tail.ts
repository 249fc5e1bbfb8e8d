// bench/tail (issue 6): latency from produce to the browser's event for a live tail at 1,000
// records/s for 60 s. A headless Chromium reads the console's tail stream as the web app does:
// fetch and the contract's one SSE reader (contract/src/events.ts, served to the page as modules
// with their types stripped); each record carries its send time, the page notes its arrival time
// (same machine, same clock). Goal: p99 under 250 ms. Prints one JSON line; deletes its topic.
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { Producer, stringSerializers } from '@platformatic/kafka';
import { chromium, type Route } from 'playwright-core';
import { BOOTSTRAP, benchName, createTopic, deleteTopic, repo, startConsole } from '../support.ts';

const RATE = Number(process.env.BENCH_TAIL_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_TAIL_SECONDS ?? 60);
const TICK_MS = 10;
const topic = benchName('tail');

/** The reader's modules for the page: the contract's TypeScript stripped, its two packages as they are. */
const MODULES = '/bench-modules/';
const moduleRoots: Record<string, string> = {
  contract: join(repo, 'contract/src'),
  zod: join(repo, 'node_modules/zod'),
  'eventsource-parser': join(repo, 'node_modules/eventsource-parser/dist'),
};
function serveModule(route: Route): Promise<void> {
  const path = new URL(route.request().url()).pathname.slice(MODULES.length);
  const [root = '', ...rest] = path.split('/');
  let code = readFileSync(join(moduleRoots[root] ?? '/nonexistent', ...rest), 'utf8');
  if (root === 'contract') {
    code = stripTypeScriptTypes(code).replace(
      /from '(zod|eventsource-parser)'/g,
      (_, name: string) => `from '${MODULES}${name}/index.js'`,
    );
  }
  return route.fulfill({ body: code, contentType: 'text/javascript' });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

await createTopic(topic, 3);
const console_ = await startConsole();
const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const producer = new Producer({
  clientId: 'bench-tail',
  bootstrapBrokers: BOOTSTRAP.split(','),
  serializers: stringSerializers,
  acks: 1,
});
try {
  const page = await browser.newPage();
  await page.route(`**${MODULES}**`, serveModule);
  await page.goto(`${console_.url}/ui/main/node`);
  await page.evaluate(
    async ([t, events]) => {
      const w = globalThis as unknown as { latencies: number[]; opened: boolean };
      w.latencies = [];
      w.opened = false;
      const { readEvents, tailEvents } = (await import(events)) as typeof import('@console/contract/events');
      const response = await fetch(`/api/main/tail/sse?topics=${t}`, { credentials: 'include' });
      void (async () => {
        for await (const e of readEvents(response.body as ReadableStream<Uint8Array>, tailEvents)) {
          const now = Date.now();
          w.opened = true;
          if (e.event !== 'tailBody') continue;
          for (const r of e.data.records ?? [])
            w.latencies.push(now - (JSON.parse(r.value ?? '{}') as { t: number }).t);
        }
      })();
    },
    [topic, `${MODULES}contract/events.ts`] as const,
  );
  await page.waitForFunction(() => (globalThis as unknown as { opened: boolean }).opened);

  const perTick = Math.round((RATE * TICK_MS) / 1000);
  const started = Date.now();
  let sent = 0;
  let next = started;
  while (Date.now() - started < SECONDS * 1000) {
    const now = Date.now();
    const messages = Array.from({ length: perTick }, (_, i) => ({
      topic,
      key: `k${sent + i}`,
      value: JSON.stringify({ t: now, seq: sent + i, pad: 'x'.repeat(100) }),
    }));
    void producer.send({ messages });
    sent += perTick;
    next += TICK_MS;
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const latencies = (
    await page.evaluate(() => (globalThis as unknown as { latencies: number[] }).latencies)
  ).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'tail',
      ratePerSecond: RATE,
      seconds: SECONDS,
      sent,
      received: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1),
      goalP99Ms: 250,
      met: percentile(latencies, 99) < 250 && latencies.length === sent,
    }),
  );
} finally {
  await producer.close();
  await browser.close();
  console_.stop();
  await deleteTopic(topic);
}
