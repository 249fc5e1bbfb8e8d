// Where the Flink distribution lives and how it is configured. The PyPI wheels `apache-flink` (bin/, conf/)
// and `apache-flink-libraries` (lib/, opt/, plugins/) together are a Flink distribution minus the SQL
// Gateway jar, which comes from Maven Central with the Kafka SQL connector (components.md §4).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { depsDir } from '../paths.ts';

export const FLINK_VERSION = '2.2.1';
// The Kafka connector is versioned separately; 5.0.0-2.2 is the release built against Flink 2.2.
export const FLINK_KAFKA_CONNECTOR_VERSION = '5.0.0-2.2';

export const FLINK_JOBMANAGER_PORT = 8081;
export const FLINK_GATEWAY_PORT = 8183; // Flink's default 8083 is Kafka Connect's port.
export const FLINK_RPC_PORT = 6123;

export const flinkVenv = join(depsDir, 'flink-venv');
/** FLINK_HOME inside the venv: pyflink is laid out like an unpacked distribution. The venv's folder is
 * named after the Python that made it (python3.11, python3.12, ...), so it is looked up, not assumed. */
export function flinkHome(): string {
  const lib = join(flinkVenv, 'lib');
  const python = existsSync(lib) ? readdirSync(lib).find((d) => d.startsWith('python3')) : undefined;
  return join(lib, python ?? 'python3', 'site-packages', 'pyflink');
}

/** Maven coordinates and the folder of the distribution each jar belongs in. */
export const FLINK_MAVEN_JARS = [
  { artifact: `org.apache.flink:flink-sql-gateway:${FLINK_VERSION}`, dir: 'opt' },
  { artifact: `org.apache.flink:flink-sql-connector-kafka:${FLINK_KAFKA_CONNECTOR_VERSION}`, dir: 'lib' },
] as const;

// Java 17 needs these opens/exports for Flink's serializers and the SQL planner (Flink's shipped config.yaml
// sets the same list).
const JAVA_OPTS = [
  '--add-exports=java.rmi/sun.rmi.registry=ALL-UNNAMED',
  ...['api', 'file', 'parser', 'tree', 'util'].map(
    (p) => `--add-exports=jdk.compiler/com.sun.tools.javac.${p}=ALL-UNNAMED`,
  ),
  '--add-exports=java.security.jgss/sun.security.krb5=ALL-UNNAMED',
  ...[
    'java.lang',
    'java.net',
    'java.io',
    'java.nio',
    'sun.nio.ch',
    'java.lang.reflect',
    'java.text',
    'java.time',
    'java.util',
    'java.util.concurrent',
    'java.util.concurrent.atomic',
    'java.util.concurrent.locks',
  ].map((p) => `--add-opens=java.base/${p}=ALL-UNNAMED`),
].join(' ');

/** conf/config.yaml shared by the three processes: loopback only, small memory, 4 slots for parallel queries. */
export function renderFlinkConfig(): string {
  return `env:
  java:
    opts:
      all: ${JAVA_OPTS}
jobmanager:
  bind-host: 127.0.0.1
  rpc:
    address: 127.0.0.1
    port: ${FLINK_RPC_PORT}
  memory:
    process:
      size: 1024m
  execution:
    failover-strategy: region
taskmanager:
  bind-host: 127.0.0.1
  host: 127.0.0.1
  numberOfTaskSlots: 4
  memory:
    process:
      size: 1280m
parallelism:
  default: 1
rest:
  address: 127.0.0.1
  bind-address: 127.0.0.1
  port: ${FLINK_JOBMANAGER_PORT}
cluster:
  registration:
    # The TaskManager retries every 10 s by default when it starts before the JobManager's RPC is up.
    error-delay: 1000
sql-gateway:
  endpoint:
    rest:
      address: 127.0.0.1
      bind-address: 127.0.0.1
      port: ${FLINK_GATEWAY_PORT}
`;
}

/** Console-only logging: out.log is the component log the stack already keeps and tails on failure. */
export const FLINK_LOG4J = `rootLogger.level = INFO
rootLogger.appenderRef.console.ref = ConsoleAppender
logger.kafka.name = org.apache.kafka
logger.kafka.level = WARN
appender.console.name = ConsoleAppender
appender.console.type = CONSOLE
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{yyyy-MM-dd HH:mm:ss,SSS} %-5p %-60c %x - %m%n
`;
