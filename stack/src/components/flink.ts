// Apache Flink as the stream-SQL engine: a JobManager, one TaskManager and the SQL Gateway (REST on 8183).
// Each runs through Flink's own `<x>.sh start-foreground`, which ends in `exec java`, so the recorded pid is
// the JVM itself and `down` stops it; the scripts also size the TaskManager's memory for us.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentDir } from '../paths.ts';
import type { LaunchSpec } from '../process.ts';
import {
  FLINK_GATEWAY_PORT,
  FLINK_JOBMANAGER_PORT,
  FLINK_LOG4J,
  flinkHome,
  renderFlinkConfig,
} from './flink-dist.ts';
import { type Component, httpOk } from './types.ts';

const jobManagerUrl = `http://127.0.0.1:${FLINK_JOBMANAGER_PORT}`;
export const flinkGatewayUrl = `http://127.0.0.1:${FLINK_GATEWAY_PORT}`;

/** FLINK_CONF_DIR, log and pid dirs all point into the component's own .run folder: the JVM's command line
 * then carries that path (-Dlog.file=...), which is how the stack recognises its processes. */
function flinkLaunch(name: string, script: string, args: string[], jvmArgs: string): LaunchSpec {
  const dir = componentDir(name);
  return {
    cmd: 'bash',
    args: [join(flinkHome(), 'bin', script), 'start-foreground', ...args],
    env: {
      FLINK_HOME: flinkHome(),
      FLINK_CONF_DIR: join(dir, 'conf'),
      FLINK_LOG_DIR: dir,
      FLINK_PID_DIR: dir,
      JVM_ARGS: jvmArgs,
    },
  };
}

function prepareConf(name: string): Promise<void> {
  const conf = join(componentDir(name), 'conf');
  mkdirSync(conf, { recursive: true });
  writeFileSync(join(conf, 'config.yaml'), renderFlinkConfig());
  writeFileSync(join(conf, 'log4j-console.properties'), FLINK_LOG4J);
  return Promise.resolve();
}

function jobManager(): Component {
  const name = 'flink-jobmanager';
  return {
    name,
    group: 'flink',
    address: jobManagerUrl,
    dependsOn: [],
    timeoutMs: 120_000,
    prepare: () => prepareConf(name),
    // Heap sizes come from jobmanager.memory.process.size in config.yaml.
    launch: () => flinkLaunch(name, 'jobmanager.sh', [], ''),
    async probe() {
      return (await httpOk(`${jobManagerUrl}/overview`)) !== undefined;
    },
  };
}

function taskManager(): Component {
  const name = 'flink-taskmanager';
  return {
    name,
    group: 'flink',
    address: `${jobManagerUrl} (registered TaskManager)`,
    dependsOn: ['flink-jobmanager'],
    timeoutMs: 120_000,
    prepare: () => prepareConf(name),
    launch: () => flinkLaunch(name, 'taskmanager.sh', [], ''),
    async probe() {
      // Ready means usable: the JobManager lists a TaskManager with free slots for queries.
      const res = await httpOk(`${jobManagerUrl}/overview`);
      if (!res) return false;
      const o = (await res.json()) as { taskmanagers?: number };
      return (o.taskmanagers ?? 0) > 0;
    },
  };
}

function sqlGateway(): Component {
  const name = 'flink-sql-gateway';
  return {
    name,
    group: 'flink',
    address: flinkGatewayUrl,
    // The gateway only needs the JobManager when a job is submitted; it starts alongside the TaskManager.
    dependsOn: ['flink-jobmanager'],
    timeoutMs: 120_000,
    prepare: () => prepareConf(name),
    // Without a cap the gateway JVM takes a quarter of the machine's memory as heap.
    launch: () => flinkLaunch(name, 'sql-gateway.sh', [], '-Xms128m -Xmx512m'),
    async probe() {
      return (await httpOk(`${flinkGatewayUrl}/v1/info`)) !== undefined;
    },
  };
}

export function flinkComponents(): Component[] {
  return [jobManager(), taskManager(), sqlGateway()];
}
