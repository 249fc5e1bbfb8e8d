// Kafka Connect distributed worker on cluster `main`, with connect-file and connect-mirror on the classpath.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONNECT_PORT, endpoints } from '../endpoints.ts';
import { componentDir } from '../paths.ts';
import { type Props, renderProperties } from '../properties.ts';
import { LOG4J2_PROPERTIES } from './kafka-config.ts';
import { type Component, httpOk, kafkaJava } from './types.ts';

export function connectWorkerProps(bootstrap: string, port: number): Props {
  return {
    'bootstrap.servers': bootstrap,
    'group.id': 'connect-cluster',
    'key.converter': 'org.apache.kafka.connect.json.JsonConverter',
    'value.converter': 'org.apache.kafka.connect.json.JsonConverter',
    'key.converter.schemas.enable': false,
    'value.converter.schemas.enable': false,
    'offset.storage.topic': 'connect-offsets',
    'offset.storage.replication.factor': 3,
    'config.storage.topic': 'connect-configs',
    'config.storage.replication.factor': 3,
    'status.storage.topic': 'connect-status',
    'status.storage.replication.factor': 3,
    'offset.flush.interval.ms': 10_000,
    listeners: `http://127.0.0.1:${port}`,
    'rest.advertised.host.name': '127.0.0.1',
    'rest.advertised.port': port,
    // All shipped plugins carry ServiceLoader manifests; skipping the reflective scan saves many seconds.
    'plugin.discovery': 'service_load',
  };
}

export function connectWorker(): Component {
  const dir = componentDir('connect');
  const config = join(dir, 'worker.properties');
  return {
    name: 'connect',
    address: endpoints.connect.url,
    dependsOn: ['main-1', 'main-2', 'main-3'],
    timeoutMs: 120_000,
    async prepare() {
      mkdirSync(dir, { recursive: true });
      writeFileSync(config, renderProperties(connectWorkerProps(endpoints.main.bootstrap, CONNECT_PORT)));
      writeFileSync(join(dir, 'log4j2.properties'), LOG4J2_PROPERTIES);
    },
    launch() {
      return kafkaJava(
        'org.apache.kafka.connect.cli.ConnectDistributed',
        ['-Xms128m', '-Xmx512m', `-Dlog4j2.configurationFile=${join(dir, 'log4j2.properties')}`],
        [config],
      );
    },
    async probe() {
      // GET / answers before the herder has joined the group; the plugin list proves the worker is usable.
      if (!(await httpOk(`${endpoints.connect.url}/`))) return false;
      const res = await httpOk(`${endpoints.connect.url}/connector-plugins`);
      if (!res) return false;
      const plugins = (await res.json()) as Array<{ class: string }>;
      return plugins.some((p) => p.class.endsWith('FileStreamSourceConnector'));
    },
  };
}
