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
