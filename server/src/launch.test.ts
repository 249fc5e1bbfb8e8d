import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { NODE_FLAGS, serverArgs } from './launch.ts';

test('npm start runs the server with the same node flags as every other launcher', () => {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'));
  assert.equal(pkg.scripts.start, `node ${NODE_FLAGS.join(' ')} server/src/main.ts`);
});

test('serverArgs puts the flags before the entry point and the config after it', () => {
  const args = serverArgs('my.yml');
  assert.deepEqual(args.slice(0, NODE_FLAGS.length), NODE_FLAGS);
  assert.match(args[NODE_FLAGS.length] as string, /server\/src\/main\.ts$/);
  assert.deepEqual(args.slice(-2), ['--config', 'my.yml']);
});
