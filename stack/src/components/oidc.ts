// The OpenID Connect provider for single-sign-on tests: stack/src/oidc-server.ts on 127.0.0.1:9400.
import { join } from 'node:path';
import { OIDC_ISSUER } from '../oidc-users.ts';
import { repoRoot } from '../paths.ts';
import { type Component, httpOk } from './types.ts';

export function oidcProvider(): Component {
  return {
    name: 'oidc',
    address: OIDC_ISSUER,
    dependsOn: [],
    timeoutMs: 30_000,
    async prepare() {},
    launch() {
      return {
        cmd: process.execPath,
        args: [join(repoRoot, 'stack', 'src', 'oidc-server.ts'), '--stack-component=oidc'],
      };
    },
    async probe() {
      return (await httpOk(`${OIDC_ISSUER}/.well-known/openid-configuration`)) !== undefined;
    },
  };
}
