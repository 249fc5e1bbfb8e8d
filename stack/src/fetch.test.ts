import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderKafkaPom } from './fetch.ts';

test('pom pins kafka and the log4j2 SLF4J 1.x binding through properties', () => {
  const pom = renderKafkaPom('4.3.1', '2.25.4');
  assert.match(pom, /<kafka.version>4.3.1<\/kafka.version>/);
  assert.match(pom, /<log4j2.version>2.25.4<\/log4j2.version>/);
  for (const a of ['kafka_2.13', 'kafka-tools', 'connect-runtime', 'connect-mirror', 'connect-file']) {
    assert.ok(pom.includes(`<artifactId>${a}</artifactId><version>\${kafka.version}</version>`), a);
  }
  assert.ok(pom.includes(`<artifactId>log4j-slf4j-impl</artifactId><version>\${log4j2.version}</version>`));
  assert.ok(!pom.includes('log4j-slf4j2-impl'));
});
