import { createAPI, type Reader, Writer } from '@platformatic/kafka';
import {
  type DescribedGroupHead,
  describeGroupsRequest,
  type Errors,
  raise,
  readError,
  readGroupHead,
} from './group-protocol-common.ts';

// Share groups (KIP-932) are not in @platformatic/kafka 2.12.1: ShareGroupDescribe (77),
// DescribeShareGroupOffsets (90), AlterShareGroupOffsets (91) and DeleteShareGroupOffsets (92) are
// written here against Kafka's own message schemas (common/message/*.json in kafka-clients 4.3.1).
// All four are flexible versions: compact strings and arrays, tagged fields after every struct.
// Errors come back as the library's ResponseError, so ctx.kafka.run maps them like any other.

/**
 * The answer of AlterShareGroupOffsets and DeleteShareGroupOffsets: the request's error, then per
 * topic its name, its id and what `topicErrors` reads (the topic's error, or its partitions').
 */
function readOffsetsChange(
  r: Reader,
  apiKey: number,
  apiVersion: number,
  topicErrors: (t: Reader, path: string, errors: Errors) => void,
): void {
  const errors: Errors = [];
  r.readInt32(); // throttle time
  readError(r, errors, '');
  r.readArray((t, i) => {
    t.readString(); // topic name
    t.readUUID(); // topic id
    topicErrors(t, `/responses/${i}`, errors);
  });
  r.readTaggedFields();
  raise(apiKey, apiVersion, errors, {});
}

/** Arrays of plain values carry no tagged fields per entry. */
const strings = (r: Reader) => r.readArray((x) => x.readString(), true, false);
const int32s = (r: Reader) => r.readArray((x) => x.readInt32(), true, false);

export interface ShareMember {
  memberId: string;
  rackId: string | null;
  memberEpoch: number;
  clientId: string;
  clientHost: string;
  subscribedTopicNames: string[];
  assignment: Array<{ topicId: string; topicName: string; partitions: number[] }>;
}

export interface DescribedShareGroup extends DescribedGroupHead {
  assignorName: string;
  members: ShareMember[];
}

/** ShareGroupDescribe v1: the groups' state and members with their assignments. */
export const shareGroupDescribeV1 = createAPI<[groupIds: string[]], { groups: DescribedShareGroup[] }>(
  77,
  1,
  describeGroupsRequest,
  (_id, apiKey, apiVersion, r) => {
    const errors: Errors = [];
    r.readInt32(); // throttle time
    const groups = r.readArray((g, i) => {
      const group: DescribedShareGroup = {
        ...readGroupHead(g, errors, `/groups/${i}`),
        assignorName: g.readString(),
        members: g.readArray((m) => {
          const member: ShareMember = {
            memberId: m.readString(),
            rackId: m.readNullableString(),
            memberEpoch: m.readInt32(),
            clientId: m.readString(),
            clientHost: m.readString(),
            subscribedTopicNames: strings(m),
            assignment: m.readArray((t) => ({
              topicId: t.readUUID(),
              topicName: t.readString(),
              partitions: int32s(t),
            })),
          };
          m.readTaggedFields(); // the Assignment struct's own tagged fields
          return member;
        }),
      };
      g.readInt32(); // authorized operations
      return group;
    });
    r.readTaggedFields();
    const response = { groups };
    raise(apiKey, apiVersion, errors, response);
    return response;
  },
);

export interface SharePartitionOffset {
  partitionIndex: number;
  startOffset: bigint;
  leaderEpoch: number;
  lag: bigint;
  errorCode: number;
  errorMessage: string | null;
}

export interface ShareGroupOffsets {
  groupId: string;
  topics: Array<{ topicName: string; topicId: string; partitions: SharePartitionOffset[] }>;
  errorCode: number;
  errorMessage: string | null;
}

/**
 * DescribeShareGroupOffsets v1: per partition the share-partition start offset and lag. `null`
 * topics asks for every partition the group has state on.
 */
export const describeShareGroupOffsetsV1 = createAPI<
  [groups: Array<{ groupId: string; topics: Array<{ topicName: string; partitions: number[] }> | null }>],
  { groups: ShareGroupOffsets[] }
>(
  90,
  1,
  (groups: Array<{ groupId: string; topics: Array<{ topicName: string; partitions: number[] }> | null }>) =>
    Writer.create()
      .appendArray(groups, (w, g) =>
        w
          .appendString(g.groupId)
          .appendArray(g.topics, (t, topic) =>
            t
              .appendString(topic.topicName)
              .appendArray(topic.partitions, (p, n) => p.appendInt32(n), true, false),
          ),
      )
      .appendTaggedFields(),
  (_id, apiKey, apiVersion, r) => {
    const errors: Errors = [];
    r.readInt32(); // throttle time
    const groups = r.readArray((g, i) => {
      const groupId = g.readString();
      const topics = g.readArray((t, j) => ({
        topicName: t.readString(),
        topicId: t.readUUID(),
        partitions: t.readArray((p, k): SharePartitionOffset => {
          const partitionIndex = p.readInt32();
          const startOffset = p.readInt64();
          const leaderEpoch = p.readInt32();
          const lag = p.readInt64();
          const [errorCode, errorMessage] = readError(p, errors, `/groups/${i}/topics/${j}/partitions/${k}`);
          return { partitionIndex, startOffset, leaderEpoch, lag, errorCode, errorMessage };
        }),
      }));
      const [errorCode, errorMessage] = readError(g, errors, `/groups/${i}`);
      return { groupId, topics, errorCode, errorMessage };
    });
    r.readTaggedFields();
    const response = { groups };
    raise(apiKey, apiVersion, errors, response);
    return response;
  },
);

/** AlterShareGroupOffsets v0: sets share-partition start offsets (Kafka refuses while members are active). */
export const alterShareGroupOffsetsV0 = createAPI<
  [
    groupId: string,
    topics: Array<{ topicName: string; partitions: Array<{ partition: number; offset: bigint }> }>,
  ],
  void
>(
  91,
  0,
  (
    groupId: string,
    topics: Array<{ topicName: string; partitions: Array<{ partition: number; offset: bigint }> }>,
  ) =>
    Writer.create()
      .appendString(groupId)
      .appendArray(topics, (w, t) =>
        w
          .appendString(t.topicName)
          .appendArray(t.partitions, (p, x) => p.appendInt32(x.partition).appendInt64(x.offset)),
      )
      .appendTaggedFields(),
  (_id, apiKey, apiVersion, r) =>
    readOffsetsChange(r, apiKey, apiVersion, (t, path, errors) =>
      t.readArray((p, j) => {
        p.readInt32(); // partition index
        readError(p, errors, `${path}/partitions/${j}`);
      }),
    ),
);

/** DeleteShareGroupOffsets v0: forgets the group's state on whole topics. */
export const deleteShareGroupOffsetsV0 = createAPI<[groupId: string, topics: string[]], void>(
  92,
  0,
  (groupId: string, topics: string[]) =>
    Writer.create()
      .appendString(groupId)
      .appendArray(topics, (w, t) => w.appendString(t))
      .appendTaggedFields(),
  (_id, apiKey, apiVersion, r) =>
    readOffsetsChange(r, apiKey, apiVersion, (t, path, errors) => readError(t, errors, path)),
);
