// Kafka KRaft nodes (cluster `main`: 3 nodes, cluster `second`: 1 SASL node), run from the Maven Central jars.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Admin } from '@platformatic/kafka';
import { MAIN_NODES, SECOND_NODE, SECOND_USERS } from '../endpoints.ts';
import { type ClusterName, clientOptions } from '../kafka-client.ts';
import { componentDir, kafkaLibDir, runDir } from '../paths.ts';
import { renderProperties } from '../properties.ts';
import {
  LOG4J2_PROPERTIES,
  mainNodeProps,
  type NodePorts,
  newClusterId,
  secondNodeProps,
} from './kafka-config.ts';
import { type Component, kafkaJava } from './types.ts';

/** One id per cluster, kept in .run so a re-format (after `down --clean`) and a restart agree. */
function clusterId(cluster: ClusterName): string {
  const file = join(runDir, `cluster-id-${cluster}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(runDir, { recursive: true });
  const id = newClusterId(() => randomBytes(16));
  writeFileSync(file, `${id}\n`);
  return id;
}

function runJava(args: string[], logFile: string): Promise<void> {
  const spec = kafkaJava('kafka.tools.StorageTool', ['-Xmx256m'], args);
  return new Promise((resolve, reject) => {
    const child = spawn(spec.cmd, spec.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      writeFileSync(logFile, out, { flag: 'a' });
      code === 0 ? resolve() : reject(new Error(`storage format failed (${code}):\n${out.slice(-3000)}`));
    });
  });
}

/** Probe with a real Kafka request: metadata from this very node must list this node as a broker. */
async function metadataProbe(cluster: ClusterName, node: NodePorts): Promise<boolean> {
  const admin = new Admin({
    ...clientOptions(cluster, 'stack-probe', [`127.0.0.1:${node.port}`]),
    retries: 0,
    timeout: 3000,
    connectTimeout: 2000,
  });
  try {
    const md = await admin.metadata({ topics: [] });
    return md.brokers.has(node.id);
  } catch {
    return false;
  } finally {
    await admin.close().catch(() => {});
  }
}

function kafkaNode(
  name: string,
  cluster: ClusterName,
  node: NodePorts,
  render: (dataDir: string) => string,
): Component {
  const dir = componentDir(name);
  const config = join(dir, 'server.properties');
  const dataDir = join(dir, 'data');
  return {
    name,
    group: cluster,
    address: `127.0.0.1:${node.port}`,
    dependsOn: [],
    timeoutMs: 120_000,
    async prepare() {
      mkdirSync(dir, { recursive: true });
      writeFileSync(config, render(dataDir));
      writeFileSync(join(dir, 'log4j2.properties'), LOG4J2_PROPERTIES);
      if (!existsSync(join(kafkaLibDir))) throw new Error('Kafka jars missing; run: npm run stack -- fetch');
      // Format only once: meta.properties marks a formatted log dir, and re-formatting would refuse anyway.
      if (!existsSync(join(dataDir, 'meta.properties'))) {
        await runJava(['format', '-t', clusterId(cluster), '-c', config], join(dir, 'out.log'));
      }
    },
    launch() {
      return kafkaJava(
        'kafka.Kafka',
        ['-Xms256m', '-Xmx1g', `-Dlog4j2.configurationFile=${join(dir, 'log4j2.properties')}`],
        [config],
      );
    },
    probe: () => metadataProbe(cluster, node),
  };
}

export function mainClusterNodes(): Component[] {
  return MAIN_NODES.map((n) =>
    kafkaNode(`main-${n.id}`, 'main', n, (d) =>
      renderProperties(mainNodeProps(n, MAIN_NODES, d), 'cluster main, written by stack up'),
    ),
  );
}

export function secondClusterNode(): Component {
  return kafkaNode('second', 'second', SECOND_NODE, (d) =>
    renderProperties(secondNodeProps(SECOND_NODE, SECOND_USERS, d), 'cluster second, written by stack up'),
  );
}
