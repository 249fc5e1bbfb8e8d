// The HTTP status of each Kafka error code, by Kafka's name for it (`ProtocolError.apiId` in
// @platformatic/kafka; the number is `apiCode`). Before this table every Kafka refusal was a 409,
// so a replication factor above the broker count, a missing ACL and an unknown topic all looked
// like "the state conflicts", and the web app could not tell the user whether to fix the input,
// ask for a permission or reload. The status says who can fix it:
//
// - 400: the request itself is wrong (a number, a name, a config value, a size): change it.
// - 403: Kafka's own authorizer refused the console's principal (Kafka ACLs, not console roles).
// - 404: the topic, group or other named thing does not exist.
// - 409: the request is fine but the thing's current state refuses it (already exists, members
//   connected, rebalancing, a transaction or producer fenced, a feature turned off on the cluster).
// - 429: Kafka's quota throttled the call: try again later.
// - 502: the cluster cannot serve it now or failed inside (leader elections, coordinators loading,
//   storage errors, broker-to-broker codes the console never causes). The console's own SASL login
//   being refused is here too, not 403: it makes the cluster unusable for every caller, exactly like
//   an unreachable one, and no role a user could be granted changes that.
// - 504: Kafka's REQUEST_TIMED_OUT.
//
// Every code of Kafka's list (as the client library ships it) is listed once; the unit test checks
// that, so a library upgrade that brings new codes fails it until they are placed here. A code that
// still slips through is answered 409, as all of them were before.

export type KafkaErrorStatus = 400 | 403 | 404 | 409 | 429 | 502 | 504;

export const kafkaErrorsByStatus: Readonly<Record<KafkaErrorStatus, readonly string[]>> = {
  400: [
    'OFFSET_OUT_OF_RANGE', // an offset outside first..last (delete records, fetch)
    'CORRUPT_MESSAGE', // also a null key on a compacted topic
    'INVALID_FETCH_SIZE',
    'MESSAGE_TOO_LARGE',
    'OFFSET_METADATA_TOO_LARGE',
    'INVALID_TOPIC_EXCEPTION',
    'RECORD_LIST_TOO_LARGE',
    'INVALID_REQUIRED_ACKS',
    'INVALID_GROUP_ID',
    'INVALID_SESSION_TIMEOUT',
    'INVALID_COMMIT_OFFSET_SIZE',
    'INVALID_TIMESTAMP',
    'INVALID_PARTITIONS', // also fewer partitions than the topic has
    'INVALID_REPLICATION_FACTOR',
    'INVALID_REPLICA_ASSIGNMENT',
    'INVALID_CONFIG',
    'INVALID_REQUEST',
    'UNSUPPORTED_FOR_MESSAGE_FORMAT', // e.g. headers on a topic kept in an old message format
    'POLICY_VIOLATION', // the cluster's create/alter policy refused these parameters
    'INVALID_TRANSACTION_TIMEOUT',
    'LOG_DIR_NOT_FOUND', // a log directory named in the request
    'INVALID_PRINCIPAL_TYPE',
    'UNSUPPORTED_COMPRESSION_TYPE',
    'INVALID_RECORD',
    'DUPLICATE_RESOURCE', // the same resource twice in one request
    'UNACCEPTABLE_CREDENTIAL',
    'INVALID_UPDATE_VERSION',
    'POSITION_OUT_OF_RANGE',
    'UNSUPPORTED_ASSIGNOR',
    'TELEMETRY_TOO_LARGE',
    'INVALID_VOTER_KEY',
  ],
  403: [
    'TOPIC_AUTHORIZATION_FAILED',
    'GROUP_AUTHORIZATION_FAILED',
    'CLUSTER_AUTHORIZATION_FAILED',
    'TRANSACTIONAL_ID_AUTHORIZATION_FAILED',
    'DELEGATION_TOKEN_AUTHORIZATION_FAILED',
    'DELEGATION_TOKEN_OWNER_MISMATCH', // the principal is not the token's owner or renewer
    'DELEGATION_TOKEN_REQUEST_NOT_ALLOWED', // not on this kind of channel or authentication
  ],
  404: [
    'UNKNOWN_TOPIC_OR_PARTITION',
    'UNKNOWN_TOPIC_ID',
    'GROUP_ID_NOT_FOUND',
    'RESOURCE_NOT_FOUND',
    // The console is never a group member, so this names a member that is not there (removing one).
    // An offset commit to a group with live members also gets it; consumer-group-change.ts
    // checks for that case and answers 409 itself.
    'UNKNOWN_MEMBER_ID',
    'DELEGATION_TOKEN_NOT_FOUND',
    'SNAPSHOT_NOT_FOUND',
    'BROKER_ID_NOT_REGISTERED',
    'TRANSACTIONAL_ID_NOT_FOUND',
    'VOTER_NOT_FOUND',
  ],
  409: [
    'ILLEGAL_GENERATION',
    'INCONSISTENT_GROUP_PROTOCOL',
    'REBALANCE_IN_PROGRESS',
    'TOPIC_ALREADY_EXISTS',
    'OUT_OF_ORDER_SEQUENCE_NUMBER',
    'DUPLICATE_SEQUENCE_NUMBER',
    'INVALID_PRODUCER_EPOCH',
    'INVALID_TXN_STATE',
    'INVALID_PRODUCER_ID_MAPPING',
    'CONCURRENT_TRANSACTIONS',
    'TRANSACTION_COORDINATOR_FENCED',
    'SECURITY_DISABLED', // no authorizer on the cluster (ACL calls)
    'UNKNOWN_PRODUCER_ID',
    'REASSIGNMENT_IN_PROGRESS',
    'DELEGATION_TOKEN_AUTH_DISABLED',
    'DELEGATION_TOKEN_EXPIRED',
    'NON_EMPTY_GROUP',
    'TOPIC_DELETION_DISABLED', // delete.topic.enable=false on the cluster
    'MEMBER_ID_REQUIRED',
    'GROUP_MAX_SIZE_REACHED',
    'FENCED_INSTANCE_ID',
    'ELECTION_NOT_NEEDED', // the preferred leaders already lead
    'NO_REASSIGNMENT_IN_PROGRESS',
    'GROUP_SUBSCRIBED_TO_TOPIC',
    'UNSTABLE_OFFSET_COMMIT', // a transaction still holds offsets of the group
    'PRODUCER_FENCED',
    'INCONSISTENT_TOPIC_ID', // the topic was deleted and created again meanwhile
    'FENCED_MEMBER_EPOCH',
    'UNRELEASED_INSTANCE_ID',
    'STALE_MEMBER_EPOCH',
    'UNKNOWN_SUBSCRIPTION_ID',
    'TRANSACTION_ABORTABLE',
    'INVALID_RECORD_STATE',
    'FENCED_STATE_EPOCH',
    'DUPLICATE_VOTER',
  ],
  429: ['THROTTLING_QUOTA_EXCEEDED'],
  502: [
    'UNKNOWN_SERVER_ERROR',
    'LEADER_NOT_AVAILABLE',
    'NOT_LEADER_OR_FOLLOWER',
    'BROKER_NOT_AVAILABLE',
    'REPLICA_NOT_AVAILABLE',
    'STALE_CONTROLLER_EPOCH',
    'NETWORK_EXCEPTION',
    'COORDINATOR_LOAD_IN_PROGRESS',
    'COORDINATOR_NOT_AVAILABLE',
    'NOT_COORDINATOR',
    'NOT_ENOUGH_REPLICAS', // fewer in-sync replicas than min.insync.replicas
    'NOT_ENOUGH_REPLICAS_AFTER_APPEND',
    'UNSUPPORTED_SASL_MECHANISM', // the console's own login to the cluster
    'ILLEGAL_SASL_STATE',
    'SASL_AUTHENTICATION_FAILED',
    'UNSUPPORTED_VERSION', // the broker is too old for what the console sends
    'NOT_CONTROLLER',
    'OPERATION_NOT_ATTEMPTED', // another operation of the batch failed: that one says why
    'KAFKA_STORAGE_ERROR',
    'FETCH_SESSION_ID_NOT_FOUND',
    'INVALID_FETCH_SESSION_EPOCH',
    'LISTENER_NOT_FOUND',
    'FENCED_LEADER_EPOCH',
    'UNKNOWN_LEADER_EPOCH',
    'STALE_BROKER_EPOCH',
    'OFFSET_NOT_AVAILABLE',
    'PREFERRED_LEADER_NOT_AVAILABLE',
    'ELIGIBLE_LEADERS_NOT_AVAILABLE',
    'INCONSISTENT_VOTER_SET',
    'FEATURE_UPDATE_FAILED',
    'PRINCIPAL_DESERIALIZATION_FAILURE',
    'DUPLICATE_BROKER_REGISTRATION',
    'INCONSISTENT_CLUSTER_ID',
    'FETCH_SESSION_TOPIC_ID_ERROR',
    'INELIGIBLE_REPLICA',
    'NEW_LEADER_ELECTED',
    'OFFSET_MOVED_TO_TIERED_STORAGE',
    'MISMATCHED_ENDPOINT_TYPE',
    'UNSUPPORTED_ENDPOINT_TYPE',
    'UNKNOWN_CONTROLLER_ID',
    'INVALID_REGISTRATION',
    'SHARE_SESSION_NOT_FOUND',
    'INVALID_SHARE_SESSION_EPOCH',
  ],
  504: ['REQUEST_TIMED_OUT'],
};

const statusByName = new Map<string, KafkaErrorStatus>(
  Object.entries(kafkaErrorsByStatus).flatMap(([status, names]) =>
    names.map((name) => [name, Number(status) as KafkaErrorStatus] as const),
  ),
);

/** The status of one Kafka error name; 409 for a name the table does not know (the old answer). */
export function statusOfKafkaError(name: string): KafkaErrorStatus {
  return statusByName.get(name) ?? 409;
}

/**
 * One answer can carry several codes (one per topic or partition, or a batch's OPERATION_NOT_ATTEMPTED
 * beside the real cause). The first status of this order wins: what the caller can act on
 * (permission, input, a missing thing, a state) before what the cluster did.
 */
export const statusPrecedence: readonly KafkaErrorStatus[] = [403, 400, 404, 409, 429, 504, 502];
