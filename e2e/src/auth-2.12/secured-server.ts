// The console with security ON (server/config/secured.yml) for the auth tests. `npm test` serves
// the open demo config for everyone else, so these tests start their own server unless one
// already answers at E2E_SECURED_URL (default http://127.0.0.1:18103) with login enabled.
import { after, before } from 'node:test';
import { type OwnConsole, startConsole, useOwnConsole } from '../own-console.ts';

export const securedUrl = (process.env.E2E_SECURED_URL ?? 'http://127.0.0.1:18103').replace(/\/+$/, '');
const config = 'server/config/secured.yml';

async function loginEnabled(): Promise<boolean> {
  try {
    const auths = (await (await fetch(`${securedUrl}/api/auths`)).json()) as { loginEnabled?: boolean };
    return auths.loginEnabled === true;
  } catch {
    return false;
  }
}

/**
 * Registers before/after hooks that make sure a secured server answers at `securedUrl`. The
 * returned promise resolves when it does: other `before` hooks of the file await it (node:test
 * does not wait for one top-level hook before starting the next, `after` hooks alike — so a file's
 * cleanup that needs the server is passed here as `beforeStop`).
 */
export function useSecuredServer(beforeStop?: () => Promise<void>): Promise<void> {
  let running: OwnConsole | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  before(async () => {
    if (!(await loginEnabled()))
      running = await startConsole({ config, port: Number(new URL(securedUrl).port) });
    markReady();
  });
  after(async () => {
    try {
      await beforeStop?.();
    } finally {
      await running?.stop();
    }
  });
  return ready;
}

/**
 * Another secured console on a free port, with config keys overridden through the environment
 * (e.g. CONSOLE__SECURITY__DEFAULT_GROUP), for states secured.yml does not have.
 */
export function useVariantServer(env: Record<string, string>): { url: () => string } {
  return useOwnConsole({ config, env });
}
