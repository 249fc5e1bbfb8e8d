// Contract tests of the ksqlDB client: a tiny local HTTP server answers with the request and response
// shapes of ksqlDB's public REST documentation (/info, POST /ksql with LIST STREAMS / LIST TABLES /
// LIST QUERIES and statements, POST /query with header/row/finalMessage chunks). No live ksqlDB is
// obtainable here; these tests pin what the client sends and how it reads the documented answers.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { HttpError } from '../errors.ts';
import { KsqlDbClient } from './ksqldb-client.ts';
import { schemaColumns } from './ksqldb-query.ts';

const LIMITS = { maxRows: 3, maxMs: 2000, quietMs: 500 };

interface Seen {
  method: string;
  url: string;
  contentType: string;
  authorization: string;
  body: { ksql?: string; streamsProperties?: Record<string, string> };
}

const KSQL_ANSWERS: Record<string, unknown> = {
  'LIST STREAMS;': [
    {
      '@type': 'streams',
      statementText: 'LIST STREAMS;',
      streams: [
        {
          type: 'STREAM',
          name: 'PAGEVIEWS',
          topic: 'pageviews',
          keyFormat: 'KAFKA',
          valueFormat: 'JSON',
          isWindowed: false,
        },
      ],
      warnings: [],
    },
  ],
  'LIST TABLES;': [
    {
      '@type': 'tables',
      statementText: 'LIST TABLES;',
      tables: [
        {
          type: 'TABLE',
          name: 'USERS',
          topic: 'users',
          keyFormat: 'KAFKA',
          valueFormat: 'AVRO',
          isWindowed: true,
        },
      ],
      warnings: [],
    },
  ],
  'LIST QUERIES;': [
    {
      '@type': 'queries',
      statementText: 'LIST QUERIES;',
      queries: [
        {
          queryString: "CREATE STREAM PAGEVIEWS_FEMALE AS SELECT * FROM PAGEVIEWS WHERE GENDER = 'FEMALE';",
          sinks: ['PAGEVIEWS_FEMALE'],
          sinkKafkaTopics: ['PAGEVIEWS_FEMALE'],
          id: 'CSAS_PAGEVIEWS_FEMALE_0',
          statusCount: { RUNNING: 1 },
          queryType: 'PERSISTENT',
          state: 'RUNNING',
        },
      ],
      warnings: [],
    },
  ],
  'CREATE STREAM S2 AS SELECT * FROM PAGEVIEWS;': [
    {
      '@type': 'currentStatus',
      statementText: 'CREATE STREAM S2 AS SELECT * FROM PAGEVIEWS;',
      commandId: 'stream/`S2`/create',
      commandStatus: { status: 'SUCCESS', message: 'Created query with ID CSAS_S2_5', queryId: 'CSAS_S2_5' },
      commandSequenceNumber: 5,
      warnings: [],
    },
  ],
  'TERMINATE CSAS_S2_5;': [
    {
      '@type': 'currentStatus',
      statementText: 'TERMINATE CSAS_S2_5;',
      commandId: 'terminate/CSAS_S2_5/execute',
      commandStatus: { status: 'SUCCESS', message: 'Query terminated.', queryId: null },
      commandSequenceNumber: 6,
      warnings: [],
    },
  ],
};

const QUERY_HEADER =
  '[{"header":{"queryId":"query_1","schema":"`USERID` STRING KEY, `PAGEID` STRING, `VIEWTIME` BIGINT"}},\n';

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/vnd.ksql.v1+json' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse, seen: Seen[], closed: { push: boolean }) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const body = raw ? JSON.parse(raw) : {};
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    contentType: String(req.headers['content-type'] ?? ''),
    authorization: String(req.headers.authorization ?? ''),
    body,
  });
  if (req.url === '/info') {
    return reply(res, 200, {
      KsqlServerInfo: {
        version: '0.29.0',
        kafkaClusterId: 'j3tOi6E_RtO_TMH3BBmabQ',
        ksqlServiceId: 'default_',
        serverStatus: 'RUNNING',
      },
    });
  }
  if (req.url === '/ksql') {
    const answer = KSQL_ANSWERS[body.ksql];
    if (answer) return reply(res, 200, answer);
    return reply(res, 400, {
      '@type': 'statement_error',
      error_code: 40001,
      message: "line 1:1: mismatched input 'SELEC' expecting {'SELECT', ...}",
      statementText: body.ksql,
      entities: [],
    });
  }
  if (req.url === '/query' && body.ksql.includes('PULL')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      `${QUERY_HEADER}{"row":{"columns":["USER_1","PAGE_1",1]}},\n{"row":{"columns":["USER_2","PAGE_2",2]}},\n{"finalMessage":"Query Completed"}]\n`,
    );
    return;
  }
  if (req.url === '/query') {
    // A push query: rows keep coming until the client closes the connection.
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(QUERY_HEADER);
    let n = 0;
    const timer = setInterval(() => res.write(`{"row":{"columns":["USER_${n}","PAGE_${n}",${n++}]}},\n`), 20);
    res.on('close', () => {
      clearInterval(timer);
      closed.push = true;
    });
    return;
  }
  reply(res, 404, { '@type': 'generic_error', error_code: 40400, message: 'not found' });
}

describe('ksqlDB client against the documented REST shapes', () => {
  let server: Server;
  let client: KsqlDbClient;
  const seen: Seen[] = [];
  const closed = { push: false };
  before(async () => {
    server = createServer((req, res) => void handle(req, res, seen, closed));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    client = new KsqlDbClient({
      name: 'sql-1',
      url: `http://127.0.0.1:${port}/`,
      username: 'u',
      password: 'p',
      timeoutMs: 3000,
    });
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  test('GET /info gives server version, Kafka cluster id and service id', async () => {
    assert.deepEqual(await client.info(), {
      serverVersion: '0.29.0',
      kafkaClusterId: 'j3tOi6E_RtO_TMH3BBmabQ',
      ksqlServiceId: 'default_',
      engine: 'ksqldb',
    });
    assert.equal(seen.at(-1)?.authorization, `Basic ${Buffer.from('u:p').toString('base64')}`);
  });

  test('LIST STREAMS and LIST TABLES are POSTed to /ksql and mapped to AKHQ shapes', async () => {
    assert.deepEqual(await client.streams(), [
      { name: 'PAGEVIEWS', topic: 'pageviews', keyFormat: 'KAFKA', valueFormat: 'JSON', isWindowed: false },
    ]);
    const request = seen.at(-1)!;
    assert.equal(request.method, 'POST');
    assert.equal(request.url, '/ksql');
    assert.equal(request.contentType, 'application/vnd.ksql.v1+json');
    assert.deepEqual(request.body, { ksql: 'LIST STREAMS;', streamsProperties: {} });
    assert.deepEqual(await client.tables(), [
      { name: 'USERS', topic: 'users', keyFormat: 'KAFKA', valueFormat: 'AVRO', isWindowed: true },
    ]);
  });

  test('LIST QUERIES maps queryString, sinks and sink topics', async () => {
    assert.deepEqual(await client.queries(), [
      {
        id: 'CSAS_PAGEVIEWS_FEMALE_0',
        queryType: 'PERSISTENT',
        sql: "CREATE STREAM PAGEVIEWS_FEMALE AS SELECT * FROM PAGEVIEWS WHERE GENDER = 'FEMALE';",
        sink: 'PAGEVIEWS_FEMALE',
        sinkTopic: 'PAGEVIEWS_FEMALE',
        state: 'RUNNING',
      },
    ]);
  });

  test('a statement answers the id of the query it started; TERMINATE stops one', async () => {
    assert.equal(await client.execute('CREATE STREAM S2 AS SELECT * FROM PAGEVIEWS'), 'CSAS_S2_5');
    await client.terminate('CSAS_S2_5');
    assert.deepEqual(seen.at(-1)?.body, { ksql: 'TERMINATE CSAS_S2_5;', streamsProperties: {} });
    await assert.rejects(
      client.terminate('X; DROP STREAM Y'),
      (e: HttpError) => e.statusCode === 400 && /queryId/.test(e.message),
    );
  });

  test('a statement error answers 400 naming the sql field with ksqlDB message', async () => {
    await assert.rejects(
      client.execute('SELEC 1'),
      (e: HttpError) =>
        e.statusCode === 400 &&
        e.message === "sql: line 1:1: mismatched input 'SELEC' expecting {'SELECT', ...}",
    );
  });

  test('a pull query: header schema gives column names, each row a JSON-array string, properties sent', async () => {
    const result = await client.query(
      "SELECT * FROM PULL_T WHERE USERID = 'USER_1'",
      { 'ksql.query.pull.table.scan.enabled': 'true' },
      LIMITS,
      new AbortController().signal,
    );
    assert.deepEqual(result, {
      columnNames: ['USERID', 'PAGEID', 'VIEWTIME'],
      columnValues: ['["USER_1","PAGE_1",1]', '["USER_2","PAGE_2",2]'],
    });
    assert.equal(seen.at(-1)?.url, '/query');
    assert.deepEqual(seen.at(-1)?.body.streamsProperties, { 'ksql.query.pull.table.scan.enabled': 'true' });
  });

  test('a push query stops at the row limit and closes its connection', async () => {
    closed.push = false;
    const result = await client.query(
      'SELECT * FROM PAGEVIEWS EMIT CHANGES',
      {},
      LIMITS,
      new AbortController().signal,
    );
    assert.equal(result.columnValues?.length, 3);
    assert.equal(result.truncated, true);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(closed.push, true);
  });

  test('a push query stops when the caller aborts', async () => {
    closed.push = false;
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 30);
    const result = await client.query(
      'SELECT * FROM PAGEVIEWS EMIT CHANGES',
      {},
      { ...LIMITS, maxRows: 1000 },
      abort.signal,
    );
    assert.equal(result.truncated, true);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(closed.push, true);
  });

  test('an unreachable server is 502 naming the engine', async () => {
    const down = new KsqlDbClient({ name: 'gone', url: 'http://127.0.0.1:59999', timeoutMs: 1000 });
    await assert.rejects(
      down.info(),
      (e: HttpError) => e.statusCode === 502 && /ksqlDB 'gone'/.test(e.message),
    );
  });

  test('schema strings with quoted names and nested types', () => {
    assert.deepEqual(schemaColumns('`ID` STRING KEY, `A``B` STRUCT<`X` INT, `Y` STRING>, `N` ARRAY<INT>'), [
      'ID',
      'A`B',
      'N',
    ]);
  });
});
