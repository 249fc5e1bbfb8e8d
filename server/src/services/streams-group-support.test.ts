import assert from 'node:assert/strict';
import { test } from 'node:test';
import { streamsSupportOf } from './streams-group-support.ts';

// The verdict the streams-group screen shows, for brokers the stack does not run: Kafka 3.x (no
// request, no feature) and 4.0 (the request, streams.version left at 0).

const key89 = { apiKey: 89, minVersion: 0, maxVersion: 0 };

test('a broker without StreamsGroupDescribe or streams.version has no streams groups', () => {
  const v = streamsSupportOf({ apiKeys: [{ apiKey: 18, minVersion: 0, maxVersion: 4 }] });
  assert.equal(v.supported, false);
  assert.equal(v.describeVersions, undefined);
  assert.match(v.message, /do not support streams groups.*Kafka 4\.1.*classic consumer groups/);
});

test('streams.version finalized at 0 says how to turn streams groups on', () => {
  const v = streamsSupportOf({
    apiKeys: [key89],
    supportedFeatures: [{ name: 'streams.version', maxVersion: 1 }],
    finalizedFeatures: [],
  });
  assert.deepEqual([v.supported, v.feature], [false, { finalized: 0, supportedMax: 1 }]);
  assert.match(v.message, /finalized at 0 \(the brokers support up to 1\).*upgraded to 1/);
});

test('streams.version 1 with the request is supported', () => {
  const v = streamsSupportOf({
    apiKeys: [key89],
    supportedFeatures: [{ name: 'streams.version', maxVersion: 1 }],
    finalizedFeatures: [{ name: 'streams.version', maxVersionLevel: 1 }],
  });
  assert.equal(v.supported, true);
});
