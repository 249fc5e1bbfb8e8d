// Apicurio Registry 3.x, the Confluent-compatible schema registry (Confluent's own is not on Maven Central).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints, REGISTRY_PORT } from '../endpoints.ts';
import { apicurioJar, modernJava } from '../fetch.ts';
import { componentDir } from '../paths.ts';
import { type Component, httpOk } from './types.ts';

export function apicurioRegistry(): Component {
  const dir = componentDir('registry');
  return {
    name: 'registry',
    address: endpoints.registry.url,
    dependsOn: [],
    timeoutMs: 120_000,
    async prepare() {
      mkdirSync(join(dir, 'db'), { recursive: true });
    },
    launch() {
      return {
        cmd: modernJava(),
        args: [
          '-Xmx384m',
          '-XX:+ExitOnOutOfMemoryError',
          '-Dquarkus.http.host=127.0.0.1',
          `-Dquarkus.http.port=${REGISTRY_PORT}`,
          // The default is an in-memory H2: schema ids would change on every restart while the seeded
          // records still carry the old ids. A file database keeps them next to the Kafka data.
          `-Dapicurio.datasource.url=jdbc:h2:file:${join(dir, 'db', 'registry')}`,
          // 20 pooled connections by default; a demo needs few, and each costs memory.
          '-Dapicurio.datasource.jdbc.initial-size=2',
          '-Dapicurio.datasource.jdbc.min-size=2',
          '-jar',
          apicurioJar(),
        ],
      };
    },
    async probe() {
      return (await httpOk(`${endpoints.registry.url}/subjects`)) !== undefined;
    },
  };
}
