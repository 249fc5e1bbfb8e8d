import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classify, isFlinkJobId, jobAsQuery, withOptions } from './flink-ddl.ts';
import { splitStatements } from './statements.ts';

// What Flink's SHOW CREATE TABLE and SHOW JOBS answers become on the stream-SQL screens.

const ddl = (options: string) =>
  `CREATE TABLE \`default_catalog\`.\`default_database\`.\`t\` (\n  \`id\` VARCHAR(2147483647)\n)\nWITH (\n${options}\n)\n`;

test('WITH options are read, doubled quotes undone', () => {
  assert.deepEqual(withOptions(ddl("  'connector' = 'kafka',\n  'topic' = 'it''s',\n  'format' = 'json'")), {
    connector: 'kafka',
    topic: "it's",
    format: 'json',
  });
});

test("'kafka' tables are streams, 'upsert-kafka' and other connectors tables, views have no topic", () => {
  assert.deepEqual(classify('a', ddl("'connector' = 'kafka', 'topic' = 'orders', 'value.format' = 'avro'")), {
    kind: 'stream',
    relation: { name: 'a', topic: 'orders', valueFormat: 'AVRO', isWindowed: false },
  });
  assert.deepEqual(
    classify(
      'b',
      ddl("'connector' = 'upsert-kafka', 'topic' = 'u', 'key.format' = 'json', 'value.format' = 'json'"),
    ),
    {
      kind: 'table',
      relation: { name: 'b', topic: 'u', keyFormat: 'JSON', valueFormat: 'JSON', isWindowed: false },
    },
  );
  assert.deepEqual(classify('c', ddl("'connector' = 'filesystem', 'path' = '/tmp', 'format' = 'csv'")), {
    kind: 'table',
    relation: { name: 'c', valueFormat: 'CSV', isWindowed: false },
  });
  assert.deepEqual(classify('v', undefined), { kind: 'table', relation: { name: 'v', isWindowed: false } });
});

test('running jobs are queries; INSERT jobs name their sink; ended jobs are left out', () => {
  const id = '7e5ac8339749e5095d130e0af524cf41';
  assert.deepEqual(
    jobAsQuery([id, 'insert-into_default_catalog.default_database.sink_t', 'RUNNING', '2026-11-21']),
    {
      id,
      queryType: 'PERSISTENT',
      sql: 'insert-into_default_catalog.default_database.sink_t',
      sink: 'sink_t',
      state: 'RUNNING',
    },
  );
  assert.equal(jobAsQuery([id, 'SELECT 1', 'RUNNING'])?.queryType, 'PUSH');
  assert.equal(jobAsQuery([id, 'SELECT 1', 'CANCELED']), undefined);
  assert.equal(jobAsQuery([id, 'SELECT 1', 'FINISHED']), undefined);
  assert.ok(isFlinkJobId(id));
  assert.ok(!isFlinkJobId("x' OR '1"));
});

test('scripts split at semicolons outside quotes and comments', () => {
  assert.deepEqual(
    splitStatements(
      "CREATE TABLE a (x STRING) WITH ('k' = 'v;w'); -- a; comment\nINSERT INTO b /* ; */ SELECT `c;d` FROM a;",
    ),
    ["CREATE TABLE a (x STRING) WITH ('k' = 'v;w')", 'INSERT INTO b   SELECT `c;d` FROM a'],
  );
  assert.deepEqual(splitStatements('  ;; '), []);
});
