import { type Admin, ConfigResourceTypes, ConfigSources } from '@platformatic/kafka';

// The replication throttle of a move, set as kafka-reassign-partitions.sh sets it: a rate in bytes/s
// on every broker taking part (leader and follower rates), and on the topic the replicas it applies
// to: `leader.replication.throttled.replicas` lists each moving partition's current replicas (they
// send), `follower.replication.throttled.replicas` the replicas being added (they fetch). Kafka
// never removes them by itself: the console does once the move is over (reassignment-service.ts).

const LEADER_RATE = 'leader.replication.throttled.rate';
const FOLLOWER_RATE = 'follower.replication.throttled.rate';
const LEADER_REPLICAS = 'leader.replication.throttled.replicas';
const FOLLOWER_REPLICAS = 'follower.replication.throttled.replicas';

const SET = 0 as const;
const DELETE = 1 as const;

export interface PlannedMove {
  partition: number;
  current: number[];
  target: number[];
}

const entries = (list: Array<[number, number]>) => list.map(([p, b]) => `${p}:${b}`).join(',');

/** Sets the rate on every broker of the moves and the throttled replicas on the topic. */
export async function setThrottle(admin: Admin, topic: string, moves: PlannedMove[], rate: number) {
  const leaders = moves.flatMap((m) => m.current.map((b): [number, number] => [m.partition, b]));
  const followers = moves.flatMap((m) =>
    m.target.filter((b) => !m.current.includes(b)).map((b): [number, number] => [m.partition, b]),
  );
  const brokers = [...new Set(moves.flatMap((m) => [...m.current, ...m.target]))].sort((a, b) => a - b);
  await admin.incrementalAlterConfigs({
    resources: [
      ...brokers.map((id) => ({
        resourceType: ConfigResourceTypes.BROKER,
        resourceName: String(id),
        configs: [LEADER_RATE, FOLLOWER_RATE].map((name) => ({
          name,
          configOperation: SET,
          value: String(rate),
        })),
      })),
      {
        resourceType: ConfigResourceTypes.TOPIC,
        resourceName: topic,
        configs: [
          { name: LEADER_REPLICAS, configOperation: SET, value: entries(leaders) },
          { name: FOLLOWER_REPLICAS, configOperation: SET, value: entries(followers) },
        ],
      },
    ],
  });
}

/** The topic's throttle: the brokers its throttled replicas name and their leader rate. */
export async function currentThrottle(
  admin: Admin,
  topic: string,
): Promise<{ rate: number; brokers: number[] } | undefined> {
  const [described] = await admin.describeConfigs({
    resources: [
      {
        resourceType: ConfigResourceTypes.TOPIC,
        resourceName: topic,
        configurationKeys: [LEADER_REPLICAS, FOLLOWER_REPLICAS],
      },
    ],
    includeSynonyms: false,
    includeDocumentation: false,
  });
  const brokers = new Set<number>();
  for (const c of described?.configs ?? []) {
    if (c.configSource !== ConfigSources.DYNAMIC_TOPIC_CONFIG || !c.value) continue;
    for (const entry of c.value.split(',')) {
      const broker = Number(entry.split(':')[1]);
      if (Number.isInteger(broker)) brokers.add(broker);
    }
  }
  if (brokers.size === 0) return undefined;
  const ids = [...brokers].sort((a, b) => a - b);
  const rates = await admin.describeConfigs({
    resources: ids.map((id) => ({
      resourceType: ConfigResourceTypes.BROKER,
      resourceName: String(id),
      configurationKeys: [LEADER_RATE],
    })),
    includeSynonyms: false,
    includeDocumentation: false,
  });
  const rate = rates
    .map((r) => Number(r.configs.find((c) => c.name === LEADER_RATE)?.value))
    .find((v) => Number.isFinite(v) && v > 0 && v < Number.MAX_SAFE_INTEGER);
  return { rate: rate ?? 0, brokers: ids };
}

/** Removes the topic's throttled replicas and, when `brokers` is given, those brokers' rates. */
export async function removeThrottle(admin: Admin, topic: string, brokers: number[]): Promise<void> {
  await admin.incrementalAlterConfigs({
    resources: [
      {
        resourceType: ConfigResourceTypes.TOPIC,
        resourceName: topic,
        configs: [LEADER_REPLICAS, FOLLOWER_REPLICAS].map((name) => ({ name, configOperation: DELETE })),
      },
      ...brokers.map((id) => ({
        resourceType: ConfigResourceTypes.BROKER,
        resourceName: String(id),
        configs: [LEADER_RATE, FOLLOWER_RATE].map((name) => ({ name, configOperation: DELETE })),
      })),
    ],
  });
}
