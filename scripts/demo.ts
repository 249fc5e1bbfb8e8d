import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serverArgs } from '@console/server/launch';
import { fetchDeps, seed, up } from '@console/stack';

// `npm run demo`: fetch the components, start the local stack, seed sample data, build the web
// app when it is not built, and run the console in the foreground. Ctrl-C stops the console; the
// stack keeps running until `npm run stack -- down`.

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

await fetchDeps();
const { started } = await up();
console.log(started.length > 0 ? `stack started: ${started.join(', ')}` : 'stack already running');
await seed();
if (!existsSync(join(root, 'web/dist/index.html')) || process.argv.includes('--rebuild')) {
  await run('npm', ['run', 'build', '-w', 'web']);
}

console.log(
  '\nKafka Console: http://127.0.0.1:8080/ui  (Ctrl-C stops it; `npm run stack -- down` stops the stack)\n',
);
const server = spawn(bin('node'), serverArgs('server/config/demo.yml'), {
  cwd: root,
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
server.on('close', (code) => process.exit(code ?? 0));
