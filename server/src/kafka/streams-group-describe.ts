import { type Connection, createAPI, type Reader } from '@platformatic/kafka';
import {
  type DescribedGroupHead,
  describeGroupsRequest,
  type Errors,
  raise,
  readGroupHead,
} from './group-protocol-common.ts';

// StreamsGroupDescribe (API key 89, version 0, KIP-1071), which @platformatic/kafka 2.12 does not
// have. Written against Kafka's own message schemas (clients/src/main/resources/common/message/
// StreamsGroupDescribeRequest.json and ...Response.json): every version is flexible, so strings and
// arrays are compact and each struct ends with its tagged fields. Checked against Kafka 4.3.1 by
// server/test/streams-group.int.ts next to StreamsGroupCommand.

export interface TopicInfo {
  name: string;
  partitions: number;
  replicationFactor: number;
}

export interface Subtopology {
  subtopologyId: string;
  sourceTopics: string[];
  repartitionSinkTopics: string[];
  stateChangelogTopics: TopicInfo[];
  repartitionSourceTopics: TopicInfo[];
}

export interface TaskIds {
  subtopologyId: string;
  partitions: number[];
}

export interface Assignment {
  activeTasks: TaskIds[];
  standbyTasks: TaskIds[];
  warmupTasks: TaskIds[];
}

export interface StreamsMember {
  memberId: string;
  memberEpoch: number;
  instanceId: string | null;
  rackId: string | null;
  clientId: string;
  clientHost: string;
  topologyEpoch: number;
  processId: string;
  userEndpoint: { host: string; port: number } | null;
  assignment: Assignment;
  targetAssignment: Assignment;
  isClassic: boolean;
}

export interface StreamsGroupDescription extends DescribedGroupHead {
  topology: { epoch: number; subtopologies: Subtopology[] | null } | null;
  members: StreamsMember[];
}

export interface StreamsGroupDescribeResponse {
  throttleTimeMs: number;
  groups: StreamsGroupDescription[];
}

const strings = (r: Reader) => r.readArray((e) => e.readString(), true, false);

/** A struct array: readArray reads each element's tagged fields after it. */
function topicInfos(r: Reader): TopicInfo[] {
  return r.readArray((e) => {
    const info = { name: e.readString(), partitions: e.readInt32(), replicationFactor: e.readInt16() };
    e.readArray((kv) => [kv.readString(), kv.readString()]); // topic configs
    return info;
  });
}

function taskIds(r: Reader): TaskIds[] {
  return r.readArray((e) => ({
    subtopologyId: e.readString(),
    partitions: e.readArray((p) => p.readInt32(), true, false),
  }));
}

function assignment(r: Reader): Assignment {
  const a = { activeTasks: taskIds(r), standbyTasks: taskIds(r), warmupTasks: taskIds(r) };
  r.readTaggedFields();
  return a;
}

function member(r: Reader): StreamsMember {
  const memberId = r.readString();
  const memberEpoch = r.readInt32();
  const instanceId = r.readNullableString();
  const rackId = r.readNullableString();
  const clientId = r.readString();
  const clientHost = r.readString();
  const topologyEpoch = r.readInt32();
  const processId = r.readString();
  const userEndpoint = r.readNullableStruct(() => {
    const endpoint = { host: r.readString(), port: r.readUnsignedInt16() };
    r.readTaggedFields();
    return endpoint;
  });
  r.readArray((kv) => [kv.readString(), kv.readString()]); // client tags
  const offsets = (e: Reader) => {
    e.readString();
    e.readInt32();
    e.readInt64();
  };
  r.readArray(offsets); // task offsets (changelog positions)
  r.readArray(offsets); // task end offsets
  return {
    memberId,
    memberEpoch,
    instanceId,
    rackId,
    clientId,
    clientHost,
    topologyEpoch,
    processId,
    userEndpoint,
    assignment: assignment(r),
    targetAssignment: assignment(r),
    isClassic: r.readBoolean(),
  };
}

function parseResponse(
  _correlationId: number,
  apiKey: number,
  apiVersion: number,
  reader: Reader,
): StreamsGroupDescribeResponse {
  const errors: Errors = [];
  const response = {
    throttleTimeMs: reader.readInt32(),
    groups: reader.readArray((r, i): StreamsGroupDescription => {
      const group = {
        ...readGroupHead(r, errors, `/groups/${i}`),
        topology: r.readNullableStruct(() => {
          const topology = {
            epoch: r.readInt32(),
            subtopologies: r.readNullableArray((s) => ({
              subtopologyId: s.readString(),
              sourceTopics: strings(s),
              repartitionSinkTopics: strings(s),
              stateChangelogTopics: topicInfos(s),
              repartitionSourceTopics: topicInfos(s),
            })),
          };
          r.readTaggedFields();
          return topology;
        }),
        members: r.readArray(member),
      };
      r.readInt32(); // authorized operations
      return group;
    }),
  };
  reader.readTaggedFields();
  raise(apiKey, apiVersion, errors, response);
  return response;
}

const api = createAPI<[groupIds: string[]], StreamsGroupDescribeResponse>(
  89,
  0,
  describeGroupsRequest,
  parseResponse,
);

/** Describes streams groups on their coordinator's connection. */
export function describeStreamsGroups(
  connection: Connection,
  groupIds: string[],
): Promise<StreamsGroupDescribeResponse> {
  return api.async(connection, groupIds);
}
