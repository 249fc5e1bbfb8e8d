import { Consumer } from '@platformatic/kafka';
import { toClientOptions } from '../kafka/client-options.ts';
import type { KafkaClients } from '../kafka/clients.ts';

// Reading clients per cluster. A scan takes one for itself (its connections carry that scan's
// fetches only, so one slow scan does not queue behind another) and gives it back when it ends;
// a few idle ones are kept so a page does not pay for new connections. The group id is never
// sent: these clients only call Metadata, ListOffsets and Fetch (fetch-raw.ts), never join a group.

const IDLE_PER_CLUSTER = 4;

export class ConsumerPool {
  readonly #kafka: KafkaClients;
  readonly #idle = new Map<string, Consumer[]>();
  #closed = false;

  constructor(kafka: KafkaClients) {
    this.#kafka = kafka;
  }

  acquire(cluster: string): Consumer {
    const idle = this.#idle.get(cluster)?.pop();
    if (idle) return idle;
    const connection = this.#kafka.connection(cluster);
    return new Consumer({
      clientId: `kafka-console-reader-${cluster}`,
      groupId: 'kafka-console-never-joined',
      ...toClientOptions(connection.properties),
      connectTimeout: Math.min(5000, this.#kafka.timeoutMs),
      requestTimeout: this.#kafka.timeoutMs,
      retries: 2,
      retryDelay: 100,
      autocommit: false,
    });
  }

  /** Returns a client; `broken` ones (after an error or an abandoned request) are closed instead. */
  release(cluster: string, consumer: Consumer, broken = false): void {
    const idle = this.#idle.get(cluster) ?? [];
    if (broken || this.#closed || idle.length >= IDLE_PER_CLUSTER) {
      consumer.close(true).catch(() => {});
      return;
    }
    idle.push(consumer);
    this.#idle.set(cluster, idle);
  }

  async close(): Promise<void> {
    this.#closed = true;
    const all = [...this.#idle.values()].flat();
    this.#idle.clear();
    await Promise.all(all.map((c) => c.close(true).catch(() => {})));
  }
}
