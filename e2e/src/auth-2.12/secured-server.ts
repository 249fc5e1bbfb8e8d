// The console with security ON (server/config/secured.yml) for the auth tests. `npm test` serves
// the open demo config for everyone else, so these tests start their own server unless one
// already answers at E2E_SECURED_URL (default http://127.0.0.1:18103) with login enabled.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before } from 'node:test';

const root = join(import.meta.dirname, '..', '..', '..');
export const securedUrl = (process.env.E2E_SECURED_URL ?? 'http://127.0.0.1:18103').replace(/\/+$/, '');

async function loginEnabled(): Promise<boolean> {
  try {
    const auths = (await (await fetch(`${securedUrl}/api/auths`)).json()) as { loginEnabled?: boolean };
    return auths.loginEnabled === true;
  } catch {
    return false;
  }
}

let server: ChildProcess | undefined;

/** Registers before/after hooks that make sure a secured server answers at `securedUrl`. */
export function useSecuredServer(): void {
  before(async () => {
    if (await loginEnabled()) return;
    server = spawn(
      join(root, 'node_modules/.bin/node'),
      ['server/src/main.ts', '--config', 'server/config/secured.yml'],
      {
        cwd: root,
        env: {
          ...process.env,
          CONSOLE__SERVER__PORT: new URL(securedUrl).port,
          CONSOLE__SERVER__LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const deadline = Date.now() + 30_000;
    while (!(await loginEnabled())) {
      if (Date.now() > deadline) throw new Error(`secured server did not answer at ${securedUrl}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
  after(() => {
    server?.kill('SIGTERM');
  });
}

/**
 * Another secured console on a free port, with config keys overridden through the environment
 * (e.g. CONSOLE__SECURITY__DEFAULT_GROUP), for states secured.yml does not have.
 */
export function useVariantServer(env: Record<string, string>): { url: () => string } {
  let child: ChildProcess | undefined;
  let url = '';
  before(async () => {
    child = spawn(
      join(root, 'node_modules/.bin/node'),
      ['server/src/main.ts', '--config', 'server/config/secured.yml'],
      {
        cwd: root,
        env: { ...process.env, ...env, CONSOLE__SERVER__PORT: '0', CONSOLE__SERVER__LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('variant server did not start')), 30_000);
      let output = '';
      child?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const address = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
        if (address) {
          clearTimeout(timer);
          resolve(address);
        }
      });
      child?.once('exit', (code) => reject(new Error(`variant server exited with ${code}`)));
    });
  });
  after(() => {
    child?.kill('SIGTERM');
  });
  return { url: () => url };
}
