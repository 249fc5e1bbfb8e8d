import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderProperties } from '../properties.ts';
import { wordcountRecords } from '../seed/wordcount.ts';
import { shareReaderArgs, wordcountProps } from './kafka4-apps.ts';

test('share reader: demo-share-readers on live-events, config from its .run folder, records not printed', () => {
  const args = shareReaderArgs('/r/share-readers', '127.0.0.1:19092');
  const opt = (name: string) => args[args.indexOf(name) + 1];
  assert.equal(opt('--bootstrap-server'), '127.0.0.1:19092');
  assert.equal(opt('--group'), 'demo-share-readers');
  assert.equal(opt('--topic'), 'live-events');
  // The .run path on the command line is how `status`/`down` recognise the pid as ours.
  assert.equal(opt('--command-config'), '/r/share-readers/share-consumer.properties');
  assert.equal(opt('--formatter'), 'org.apache.kafka.tools.consumer.NoOpMessageFormatter');
});

test('wordcount: application demo-wordcount on the streams protocol, state under its .run folder', () => {
  const text = renderProperties(wordcountProps('/r/wordcount', '127.0.0.1:19092'));
  assert.match(text, /^application\.id=demo-wordcount$/m);
  assert.match(text, /^bootstrap\.servers=127\.0\.0\.1:19092$/m);
  assert.match(text, /^group\.protocol=streams$/m);
  assert.match(text, /^state\.dir=\/r\/wordcount\/state$/m);
});

test('wordcount seed: plain text lines into streams-plaintext-input', () => {
  const records = wordcountRecords();
  assert.ok(records.length > 0);
  for (const r of records) assert.equal(r.topic, 'streams-plaintext-input');
  assert.match(String(records[0]?.value), /kafka/);
});
