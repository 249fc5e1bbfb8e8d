import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { Admin } from '@platformatic/kafka';
import { freePort, startConsoleProcess } from './console-process.ts';

// SIGTERM while a download and a copy run (server/src/main.ts gives them 5 s, then the process
// exits inside 10 s). Neither may end looking complete when it is not: the NDJSON download either
// holds every record of the topic or its transfer fails (a browser marks the file as failed), and
// the copy either answers how many records it wrote, which is what the target topic then holds, or
// fails with a message that says the server stopped and how far it got. Both read a million records,
// which neither finishes in 5 s here; the download's reader also stops reading, as a slow disk would.

const bootstrap = ['127.0.0.1:19092', '127.0.0.1:29092', '127.0.0.1:39092'];
const SOURCE = 'clickstream-1m';

/** What a client read of a download: the text, and whether the transfer ended in an error. */
async function readAll(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array,
): Promise<{ text: string; failed?: string }> {
  const decoder = new TextDecoder();
  let text = decoder.decode(first, { stream: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return { text };
  } catch (error) {
    return { text, failed: (error as Error).message };
  }
}

describe('SIGTERM during a download and a copy', () => {
  const target = `it-sigterm-copy-${randomBytes(4).toString('hex')}`;
  const admin = new Admin({ clientId: 'it-sigterm-downloads', bootstrapBrokers: bootstrap });
  let partitions: number[] = [];
  let total = 0;

  before(async () => {
    const meta = (await admin.metadata({ topics: [SOURCE] })).topics.get(SOURCE);
    partitions = (meta?.partitions ?? []).map((_, i) => i);
    await admin.createTopics({ topics: [target], partitions: partitions.length, replicas: 1 });
    const ends = await admin.listOffsets({
      topics: [{ name: SOURCE, partitions: partitions.map((p) => ({ partitionIndex: p, timestamp: -1n })) }],
    });
    total = (ends[0]?.partitions ?? []).reduce((sum, p) => sum + Number(p.offset), 0);
  });
  after(async () => {
    await admin.deleteTopics({ topics: [target] }).catch(() => {});
    await admin.close();
  });

  const copiedSoFar = async () => {
    const ends = await admin.listOffsets({
      topics: [{ name: target, partitions: partitions.map((p) => ({ partitionIndex: p, timestamp: -1n })) }],
    });
    return (ends[0]?.partitions ?? []).reduce((sum, p) => sum + Number(p.offset), 0);
  };

  test('the download is whole or visibly cut, the copy says what it copied, the process exits in 10 s', async () => {
    const port = await freePort();
    const consoleProcess = await startConsoleProcess(port);
    const base = `${consoleProcess.url}/api/main/topic`;

    const download = await fetch(`${base}/${SOURCE}/data/download?format=ndjson`);
    assert.equal(download.status, 200);
    const downloadReader = (download.body as ReadableStream<Uint8Array>).getReader();
    const firstRead = await downloadReader.read();
    const first = firstRead.value ?? new Uint8Array();
    assert.ok(first.length > 0, 'the download started');

    type CopyResult = { status: number; body: { records?: number; message?: string } };
    const copy: Promise<CopyResult> = fetch(`${base}/${SOURCE}/copy/main/topic/${target}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(partitions.map((partition) => ({ partition, offset: 0 }))),
    }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { records?: number; message?: string } }),
      (error: Error) => ({ status: 0, body: { message: `${error.message} (${String(error.cause)})` } }),
    );
    await eventually(async () => assert.ok((await copiedSoFar()) > 0, 'the copy has not written yet'), {
      timeoutMs: 30_000,
      what: 'the copy writes',
    });

    const signalled = performance.now();
    consoleProcess.child.kill('SIGTERM');
    const exitCode = await Promise.race([
      consoleProcess.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
    ]);
    console.log(`console exited ${((performance.now() - signalled) / 1000).toFixed(2)} s after SIGTERM`);
    assert.equal(exitCode, 0);

    // The download: every record, or a transfer that failed. Never a file cut short that ended well.
    const got = await readAll(downloadReader, first);
    const lines = got.text.split('\n').filter(Boolean).length;
    console.log(`download: ${lines} of ${total} lines, ${got.failed ? `failed (${got.failed})` : 'ended'}`);
    if (!got.failed) {
      assert.equal(lines, total, 'a download that ended without error holds every record');
      assert.ok(got.text.endsWith('\n'));
    }

    // The copy: its answer matches what the target holds, or it failed saying so.
    const answer = await copy;
    const held = await copiedSoFar();
    console.log(`copy: ${answer.status} ${JSON.stringify(answer.body)}; target holds ${held}`);
    if (answer.status === 200) {
      assert.equal(answer.body.records, held);
    } else {
      assert.equal(answer.status, 503);
      assert.match(
        answer.body.message ?? '',
        /^The server restarted during the copy: \d+ records were copied/,
      );
      const copied = Number(/(\d+) records/.exec(answer.body.message ?? '')?.[1]);
      assert.equal(copied, held);
      assert.ok(copied < total);
    }
  });
});
