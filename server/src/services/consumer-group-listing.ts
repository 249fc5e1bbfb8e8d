import {
  type Admin,
  type ConsumerGroupStateValue,
  createAPI,
  type GroupBase,
  listGroupsV5,
  type Reader,
  ResponseError,
} from '@platformatic/kafka';
import { LIST_KEEP_MS, readOnce } from '../kafka/coalesce.ts';

// Every group of the cluster, of every type, from ListGroups v5 on each broker, read as bytes. At
// 21,000 groups the library decoded each answer field by field through its chunked buffer and the
// group list rebuilt its map, name order and id lists from each new answer, though the groups had
// not changed (bench/topic-list). Here a broker's answer that is byte for byte the one it gave
// last time gives the map made from it last time, the same object, so everything derived from it
// (consumer-group-kinds.ts, consumer-group-service.ts, consumer-group-index.ts) is reused; any
// change (a group made or deleted, a state, a type) changes the bytes and is decoded afresh.
//
//   Response => throttle_time_ms:INT32 error_code:INT16 [groups] TAG_BUFFER
//     groups => group_id:COMPACT_STRING protocol_type:COMPACT_STRING group_state:COMPACT_STRING group_type:COMPACT_STRING TAG_BUFFER

const TYPES = ['classic', 'consumer', 'share', 'streams'];

function bodyOf(_correlationId: number, _apiKey: number, _apiVersion: number, reader: Reader): Buffer {
  return reader.buffer.slice(reader.position, reader.length);
}

const listGroupsBytesV5 = createAPI<[string[] | null, string[] | null], Buffer>(
  16,
  5,
  listGroupsV5.createRequest,
  bodyOf,
);

/** Groups of one ListGroups v5 body added to `into` (as the library's listGroups maps them). */
export function decodeGroups(bytes: Buffer, into: Map<string, GroupBase>): void {
  let at = 4; // after the throttle time
  const errorCode = bytes.readInt16BE(at);
  at += 2;
  if (errorCode !== 0) throw new ResponseError(16, 5, { '/': [errorCode, null] }, {});
  const varint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[at++];
      if (b === undefined) throw new RangeError('ListGroups answer ends inside a number');
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
    }
  };
  const string = () => {
    const length = Math.max(0, varint() - 1);
    const s = bytes.toString('utf8', at, at + length);
    at += length;
    return s;
  };
  for (let n = varint() - 1; n > 0; n--) {
    const id = string();
    const protocolType = string();
    const state = string();
    const groupType = string();
    for (let tags = varint(); tags > 0; tags--) {
      varint();
      const size = varint(); // read before `at` is added to
      at += size;
    }
    into.set(id, {
      id,
      // As the library: 'Unknown' when Kafka gives no state, no type when it gives none.
      state: (state || 'Unknown') as ConsumerGroupStateValue,
      groupType: groupType || undefined,
      protocolType,
    });
  }
}

/** Per admin client (one per cluster): each broker's last answer and the map made of them. */
const last = new WeakMap<Admin, { bytes: Map<number, Buffer>; groups: Map<string, GroupBase> }>();

const sameBody = (a: Buffer | undefined, b: Buffer) =>
  a !== undefined && a.length === b.length && a.subarray(4).equals(b.subarray(4));

async function readEveryGroup(admin: Admin): Promise<Map<string, GroupBase>> {
  // A fresh broker list, as the library's listGroups takes: a broker that just joined is asked too.
  await admin.metadata({ topics: [], forceUpdate: true });
  const connections = await admin.connectToBrokers(null);
  const answers = await Promise.all(
    [...connections].map(
      async ([node, connection]) => [node, await listGroupsBytesV5.async(connection, [], TYPES)] as const,
    ),
  );
  const kept = last.get(admin);
  if (kept && kept.bytes.size === answers.length && answers.every(([n, b]) => sameBody(kept.bytes.get(n), b)))
    return kept.groups;
  const groups = new Map<string, GroupBase>();
  for (const [, bytes] of answers) decodeGroups(bytes, groups);
  last.set(admin, { bytes: new Map(answers), groups });
  return groups;
}

/**
 * Every group of every type, kept up to LIST_KEEP_MS (kafka/coalesce.ts). The same map object
 * while the cluster's groups have not changed; callers must not mutate it. A broker that refuses
 * the request (older than ListGroups v5, a coordinator still loading) is asked again through the
 * library's listGroups, which picks the version and retries.
 */
export function everyGroup(admin: Admin): Promise<Map<string, GroupBase>> {
  return readOnce(
    admin,
    'groups:every-type',
    () => readEveryGroup(admin).catch(() => admin.listGroups({ types: TYPES })),
    LIST_KEEP_MS,
  );
}
