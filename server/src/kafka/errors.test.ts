import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  AuthenticationError,
  MultipleErrors,
  NetworkError,
  ProtocolError,
  protocolErrors,
  ResponseError,
  UserError,
} from '@platformatic/kafka';
import { HttpError } from '../errors.ts';
import { kafkaErrorsByStatus, statusOfKafkaError } from './error-codes.ts';
import { kafkaError, kafkaErrorNames } from './errors.ts';

// The errors below are built with the client library's own classes, the way its admin client
// builds them: a ResponseError per failed answer (one ProtocolError per failed topic, partition or
// group, with Kafka's code number and message), wrapped in the admin call's MultipleErrors.

const api = { CreateTopics: 19, CreatePartitions: 37, DeleteGroups: 42, Metadata: 3, SaslAuthenticate: 36 };

/** What Admin throws when Kafka answers `code` (with its message) for one item of the call. */
function refused(what: string, apiKey: number, code: number, kafkaMessage: string | null = null) {
  return new MultipleErrors(`${what} failed.`, [
    new ResponseError(apiKey, 0, { '/topics/0': [code, kafkaMessage] }, {}),
  ]);
}

const map = (error: unknown) => kafkaError('main', 'the call', error);

describe('Kafka error codes -> HTTP status', () => {
  test('a replication factor above the broker count is 400 with Kafka’s own words and the code name', () => {
    const kafkaMessage =
      'Unable to replicate the partition 9 time(s): The target replication factor of 9 cannot be reached because only 3 broker(s) are registered.';
    const e = map(refused('Creating topics', api.CreateTopics, 38, kafkaMessage));
    assert.equal(e.statusCode, 400);
    assert.equal(e.message, `Kafka refused the call: ${kafkaMessage} (INVALID_REPLICATION_FACTOR)`);
  });

  test('bad input codes are 400', () => {
    for (const [code, name] of [
      [37, 'INVALID_PARTITIONS'],
      [40, 'INVALID_CONFIG'],
      [17, 'INVALID_TOPIC_EXCEPTION'],
      [44, 'POLICY_VIOLATION'],
      [10, 'MESSAGE_TOO_LARGE'],
      [87, 'INVALID_RECORD'],
      [24, 'INVALID_GROUP_ID'],
    ] as const) {
      const e = map(refused('Creating partitions', api.CreatePartitions, code));
      assert.equal(e.statusCode, 400, name);
      assert.match(e.message, new RegExp(`\\(${name}\\)`));
    }
  });

  test('Kafka ACL refusals are 403 and say it is the console’s Kafka principal', () => {
    for (const code of [29, 30, 31, 53]) {
      const e = map(refused('Listing topics', api.Metadata, code));
      assert.equal(e.statusCode, 403);
      assert.match(
        e.message,
        /Kafka refused the call: the console's Kafka principal is not allowed: .*authorization failed/,
      );
    }
  });

  test('unknown topic and missing group are 404, also after the client retried', () => {
    const unknown = () => refused('Creating partitions', api.CreatePartitions, 3);
    // Admin's retry wraps every attempt; the repeated message is said once.
    const retried = new MultipleErrors('createPartitions failed 2 times.', [unknown(), unknown()]);
    const e = map(retried);
    assert.equal(e.statusCode, 404);
    assert.equal(
      e.message,
      'Kafka refused the call: This server does not host this topic-partition. (UNKNOWN_TOPIC_OR_PARTITION)',
    );
    assert.equal(map(refused('Deleting groups', api.DeleteGroups, 69)).statusCode, 404);
  });

  test('the library’s own “Unknown topic/partition” (Kafka’s code 3 from its metadata lookup) is 404', () => {
    const topic = map(new UserError('Unknown topic it-missing.'));
    assert.equal(topic.statusCode, 404);
    assert.equal(topic.message, 'Kafka refused the call: Unknown topic it-missing.');
    assert.equal(
      map(new MultipleErrors('Deleting records failed.', [new UserError('Unknown partition.')])).statusCode,
      404,
    );
    // Other UserErrors are the client refusing what the console passed: not the caller's doing.
    assert.equal(map(new UserError('/options/topics must NOT have fewer than 1 items.')).statusCode, 502);
  });

  test('state conflicts are 409', () => {
    for (const code of [36, 68, 86, 27, 88, 51, 90]) {
      assert.equal(map(refused('Deleting groups', api.DeleteGroups, code)).statusCode, 409, String(code));
    }
    const exists = map(refused('Creating topics', api.CreateTopics, 36, "Topic 'orders' already exists."));
    assert.equal(
      exists.message,
      "Kafka refused the call: Topic 'orders' already exists. (TOPIC_ALREADY_EXISTS)",
    );
  });

  test('throttling is 429; a cluster busy or failing inside is 502; REQUEST_TIMED_OUT is 504', () => {
    assert.equal(map(refused('Creating topics', api.CreateTopics, 89)).statusCode, 429);
    const leader = map(refused('Creating topics', api.CreateTopics, 5));
    assert.equal(leader.statusCode, 502);
    assert.match(leader.message, /^Cluster 'main' failed \(the call\): There is no leader/);
    assert.equal(map(refused('Creating topics', api.CreateTopics, -1)).statusCode, 502);
    const slow = map(refused('Creating topics', api.CreateTopics, 7));
    assert.equal(slow.statusCode, 504);
    assert.match(slow.message, /^Cluster 'main' did not answer in time/);
  });

  test('several codes in one answer: the one the caller can act on wins, every message is kept', () => {
    const response = new ResponseError(
      api.CreateTopics,
      7,
      { '/topics/0': [55, null], '/topics/1': [40, 'Invalid value -5 for configuration retention.ms'] },
      {},
    );
    const e = map(new MultipleErrors('Creating topics failed.', [response]));
    assert.equal(e.statusCode, 400);
    assert.match(
      e.message,
      /OPERATION_NOT_ATTEMPTED.*Invalid value -5 for configuration retention\.ms \(INVALID_CONFIG\)/,
    );
    assert.deepEqual(kafkaErrorNames(response), ['OPERATION_NOT_ATTEMPTED', 'INVALID_CONFIG']);
  });

  test('a lone ProtocolError, built by number or by name, maps the same', () => {
    assert.equal(map(new ProtocolError(38)).statusCode, 400);
    assert.equal(map(new ProtocolError('TOPIC_AUTHORIZATION_FAILED')).statusCode, 403);
    assert.equal(
      map(new ProtocolError('GROUP_ID_NOT_FOUND', 'Group g not found.')).message,
      'Kafka refused the call: Group g not found. (GROUP_ID_NOT_FOUND)',
    );
  });

  test('unreachable and refused logins stay 502; HttpErrors pass through', () => {
    const down = map(
      new MultipleErrors('Listing topics failed.', [new NetworkError('Connection to 127.0.0.1:1 failed.')]),
    );
    assert.equal(down.statusCode, 502);
    assert.match(down.message, /is unreachable/);
    // How the connection reports Kafka's SASL_AUTHENTICATION_FAILED: the console's own credentials.
    const sasl = new AuthenticationError('SASL authentication failed.', {
      cause: new ResponseError(
        api.SaslAuthenticate,
        2,
        { '/': [58, 'Authentication failed: Invalid username or password'] },
        {},
      ),
    });
    const login = map(sasl);
    assert.equal(login.statusCode, 502);
    assert.match(login.message, /unreachable.*Invalid username or password/);
    const own = new HttpError(404, "Topic 'x' doesn't exist");
    assert.equal(map(own), own);
    assert.equal(map(new Error('boom')).statusCode, 502);
  });

  test('the table places every Kafka error code of the client library exactly once', () => {
    const placed = Object.values(kafkaErrorsByStatus).flat();
    assert.equal(new Set(placed).size, placed.length, 'a name is listed under two statuses');
    const known = Object.keys(protocolErrors).filter((name) => name !== 'NONE');
    assert.deepEqual(
      known.filter((name) => !placed.includes(name)),
      [],
      'codes of the library without a status',
    );
    assert.deepEqual(
      placed.filter((name) => !known.includes(name)),
      [],
      'names that are no Kafka error code',
    );
    assert.equal(statusOfKafkaError('A_CODE_FROM_THE_FUTURE'), 409);
  });
});
