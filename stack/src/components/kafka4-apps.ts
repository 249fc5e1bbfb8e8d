// Two Kafka 4 applications for the demo, so the share-group and streams-group screens have data: Kafka's own
// ConsoleShareConsumer in share group `demo-share-readers` (the Node client has no share consumer) and Kafka
// Streams' WordCountDemo as application `demo-wordcount` on the streams rebalance protocol (KIP-1071).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Admin } from '@platformatic/kafka';
import { endpoints } from '../endpoints.ts';
import { clientOptions } from '../kafka-client.ts';
import { componentDir } from '../paths.ts';
import { runningPid } from '../process.ts';
import { type Props, renderProperties } from '../properties.ts';
import { ensureTopics } from '../seed/topics.ts';
import { WORDCOUNT_INPUT, WORDCOUNT_OUTPUT, WORDCOUNT_TOPICS } from '../seed/wordcount.ts';
import { LOG4J2_PROPERTIES } from './kafka-config.ts';
import { type Component, kafkaJava } from './types.ts';

export const SHARE_GROUP = 'demo-share-readers';
/** `live-events` gets a record a second from the `consumers` component, so the share group keeps moving. */
export const SHARE_TOPIC = 'live-events';
export const WORDCOUNT_APP = 'demo-wordcount';

const MAIN_DEPS = ['main-1', 'main-2', 'main-3'];
// Small heaps: both apps hold a handful of records; the machine is shared with the brokers.
const JVM = ['-Xms32m', '-Xmx128m', '-XX:MaxMetaspaceSize=96m', '-XX:TieredStopAtLevel=1'];

export function shareReaderProps(): Props {
  return { 'client.id': 'demo-share-reader' };
}

/** The command line after the main class. NoOpMessageFormatter: the log shows the app's own lines, not records. */
export function shareReaderArgs(dir: string, bootstrap: string): string[] {
  return [
    '--bootstrap-server',
    bootstrap,
    '--topic',
    SHARE_TOPIC,
    '--group',
    SHARE_GROUP,
    '--command-config',
    join(dir, 'share-consumer.properties'),
    '--formatter',
    'org.apache.kafka.tools.consumer.NoOpMessageFormatter',
  ];
}

/** WordCountDemo reads these from the file named as its only argument; they win over its built-in defaults. */
export function wordcountProps(dir: string, bootstrap: string): Props {
  return {
    'application.id': WORDCOUNT_APP,
    'bootstrap.servers': bootstrap,
    'group.protocol': 'streams',
    // Its default is /tmp/kafka-streams, shared with anything else on the machine.
    'state.dir': join(dir, 'state'),
    'commit.interval.ms': 5000,
  };
}

/** Ready once our process runs and the broker lists its group, with the expected type, as not EMPTY: the
 * broker keeps an empty group after its members left, so the group alone does not say the app runs. */
async function groupJoined(name: string, id: string, type: 'share' | 'streams'): Promise<boolean> {
  if (runningPid(name) === undefined) return false;
  const admin = new Admin({
    ...clientOptions('main', 'stack-probe'),
    retries: 0,
    timeout: 3000,
    connectTimeout: 2000,
  });
  try {
    const group = (await admin.listGroups({ types: [type] })).get(id);
    // Kafka answers `Empty`, `Stable`, `Reconciling`...: compare without case.
    const state = String(group?.state ?? 'DEAD').toUpperCase();
    return state !== 'EMPTY' && state !== 'DEAD';
  } catch {
    return false;
  } finally {
    await admin.close().catch(() => {});
  }
}

function prepareDir(dir: string, file: string, props: Props): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), renderProperties(props));
  writeFileSync(join(dir, 'log4j2.properties'), LOG4J2_PROPERTIES);
}

const log4j = (dir: string) => `-Dlog4j2.configurationFile=${join(dir, 'log4j2.properties')}`;

function shareReaders(): Component {
  const name = 'share-readers';
  const dir = componentDir(name);
  return {
    name,
    group: 'kafka4-apps',
    address: `(share group ${SHARE_GROUP} on ${SHARE_TOPIC})`,
    dependsOn: MAIN_DEPS,
    timeoutMs: 120_000,
    async prepare() {
      prepareDir(dir, 'share-consumer.properties', shareReaderProps());
    },
    launch() {
      return kafkaJava(
        'org.apache.kafka.tools.consumer.ConsoleShareConsumer',
        [...JVM, log4j(dir)],
        shareReaderArgs(dir, endpoints.main.bootstrap),
      );
    },
    probe: () => groupJoined(name, SHARE_GROUP, 'share'),
  };
}

function wordcount(): Component {
  const name = 'wordcount';
  const dir = componentDir(name);
  return {
    name,
    group: 'kafka4-apps',
    address: `(streams group ${WORDCOUNT_APP}: ${WORDCOUNT_INPUT} → ${WORDCOUNT_OUTPUT})`,
    dependsOn: MAIN_DEPS,
    timeoutMs: 120_000,
    async prepare() {
      prepareDir(dir, 'wordcount.properties', wordcountProps(dir, endpoints.main.bootstrap));
      // `demo` runs `up` before `seed`: with its topics there the app starts processing at once instead of
      // waiting in NOT_READY (missing source topics); `seed` then only adds the input lines.
      const admin = new Admin(clientOptions('main', 'stack-wordcount-topics'));
      try {
        await ensureTopics(admin, WORDCOUNT_TOPICS, 3);
      } catch (e) {
        // A test creating them at the same moment wins; without them the app still starts and waits.
        console.warn(`wordcount: topics not created: ${(e as Error).message}`);
      } finally {
        await admin.close();
      }
    },
    launch() {
      return kafkaJava(
        'org.apache.kafka.streams.examples.wordcount.WordCountDemo',
        [...JVM, log4j(dir)],
        [join(dir, 'wordcount.properties')],
      );
    },
    probe: () => groupJoined(name, WORDCOUNT_APP, 'streams'),
  };
}

export function kafka4Apps(): Component[] {
  return [shareReaders(), wordcount()];
}
