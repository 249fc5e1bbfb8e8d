// BENCH_MEMORY=<file>: loaded into the server under load (`--import`, server.ts), it writes one JSON
// line a second with what the process's memory is made of, so a run shows RSS over time and which
// part grew: V8's young generation (its capacity, which stays committed once grown), the old and
// large-object spaces (committed, and used: live plus garbage not yet collected), ArrayBuffers
// (Buffers: sockets, fetch answers) and the rest of RSS outside V8's heap and the Buffers (malloc's
// arenas, code, stacks, and heap pages V8 no longer counts but has not given back). All in MB.
// It also counts, since the last line, the HTTP requests the server began and the requests it sent
// to Kafka by API (the library's diagnostics channel): each Kafka request is a socket write, a
// syscall that on loopback also runs the broker side's TCP receive, so requests per answer is a cost.
// memorySeries() in server.ts reads the file back.
import { subscribe } from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.BENCH_MEMORY;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

if (file) {
  let http = 0;
  let kafka: Record<string, number> = {};
  subscribe('http.server.request.start', () => {
    http += 1;
  });
  subscribe('tracing:plt:kafka:connections:api:start', (message) => {
    const api = String((message as { apiKey?: number }).apiKey);
    kafka[api] = (kafka[api] ?? 0) + 1;
  });
  setInterval(() => {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s]));
    const committed = (name: string) => mb(spaces[name]?.physical_space_size ?? 0);
    const used = (name: string) => mb(spaces[name]?.space_used_size ?? 0);
    const heapPhysical = Object.values(spaces).reduce((sum, s) => sum + s.physical_space_size, 0);
    appendFileSync(
      file,
      `${JSON.stringify({
        at: Date.now(),
        rss: mb(usage.rss),
        newSpace: committed('new_space'),
        oldSpace: committed('old_space'),
        oldUsed: used('old_space'),
        largeObjects: committed('large_object_space') + committed('new_large_object_space'),
        heapUsed: mb(usage.heapUsed),
        arrayBuffers: mb(usage.arrayBuffers),
        outside: mb(usage.rss - heapPhysical - usage.arrayBuffers),
        http,
        kafka,
      })}\n`,
    );
    http = 0;
    kafka = {};
  }, 1000).unref();
}
