import { type Reader, ResponseError, Writer } from '@platformatic/kafka';

// What the hand-written group APIs (share-group-protocol.ts, streams-group-describe.ts) read and
// write alike: errors kept for the library's ResponseError, and ShareGroupDescribe's and
// StreamsGroupDescribe's request and the head of each described group, which Kafka's schemas share.

export type Errors = Array<[string, [number, string | null]]>;

/** Throws the library's ResponseError when any error was read, so ctx.kafka.run maps it. */
export function raise(apiKey: number, apiVersion: number, errors: Errors, response: unknown): void {
  if (errors.length > 0) throw new ResponseError(apiKey, apiVersion, Object.fromEntries(errors), response);
}

/** An error code and message; a code other than 0 is kept in `errors` under `path`, for `raise`. */
export function readError(r: Reader, errors: Errors, path: string): [code: number, message: string | null] {
  const code = r.readInt16();
  const message = r.readNullableString();
  if (code !== 0) errors.push([path, [code, message]]);
  return [code, message];
}

/** The request of ShareGroupDescribe and StreamsGroupDescribe: group ids, no authorized operations. */
export function describeGroupsRequest(groupIds: string[]): Writer {
  return Writer.create()
    .appendArray(groupIds, (w, id) => w.appendString(id), true, false)
    .appendBoolean(false) // include_authorized_operations
    .appendTaggedFields();
}

export interface DescribedGroupHead {
  errorCode: number;
  errorMessage: string | null;
  groupId: string;
  groupState: string;
  groupEpoch: number;
  assignmentEpoch: number;
}

/** The fields each described share or streams group starts with. */
export function readGroupHead(r: Reader, errors: Errors, path: string): DescribedGroupHead {
  const [errorCode, errorMessage] = readError(r, errors, path);
  return {
    errorCode,
    errorMessage,
    groupId: r.readString(),
    groupState: r.readString(),
    groupEpoch: r.readInt32(),
    assignmentEpoch: r.readInt32(),
  };
}
