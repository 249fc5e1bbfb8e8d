import assert from 'node:assert/strict';
import { test } from 'node:test';
import { componentDir } from '../paths.ts';
import { flinkComponents } from './flink.ts';
import { FLINK_MAVEN_JARS, renderFlinkConfig } from './flink-dist.ts';

test('Flink config: loopback only, the port plan, small memory, Java 17 opens', () => {
  const config = renderFlinkConfig();
  for (const line of [
    'bind-host: 127.0.0.1',
    'port: 8081',
    'port: 8183',
    'port: 6123',
    'size: 1024m',
    'size: 1280m',
  ]) {
    assert.ok(config.includes(line), line);
  }
  assert.ok(config.includes('--add-opens=java.base/java.util=ALL-UNNAMED'));
  assert.ok(!/localhost/.test(config));
});

test('three components in group flink; the JVMs recognisable by their .run folder', () => {
  const [jm, tm, gw] = flinkComponents();
  assert.deepEqual(
    [jm?.name, tm?.name, gw?.name],
    ['flink-jobmanager', 'flink-taskmanager', 'flink-sql-gateway'],
  );
  assert.deepEqual(tm?.dependsOn, ['flink-jobmanager']);
  assert.deepEqual(gw?.dependsOn, ['flink-jobmanager']);
  const launch = gw!.launch();
  assert.deepEqual(launch.args.slice(-1), ['start-foreground']);
  assert.equal(launch.env?.FLINK_LOG_DIR, componentDir('flink-sql-gateway'));
  assert.match(launch.env?.JVM_ARGS ?? '', /-Xmx512m/);
});

test('the gateway and the Kafka connector come from Maven Central in matching versions', () => {
  assert.deepEqual(
    FLINK_MAVEN_JARS.map((j) => j.artifact),
    ['org.apache.flink:flink-sql-gateway:2.2.1', 'org.apache.flink:flink-sql-connector-kafka:5.0.0-2.2'],
  );
});
