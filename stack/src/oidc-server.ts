// The OpenID Connect provider of the stack (npm oidc-provider): a tiny login form with a real
// password check, no consent screen, groups in the ID token and the user-info answer.
// Started by components/oidc.ts as its own process.
import { generateKeyPairSync } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import Provider from 'oidc-provider';
import { OIDC_CLIENTS, OIDC_ISSUER, OIDC_PORT, OIDC_USERS } from './oidc-users.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid: string, error?: string): string {
  return `<!doctype html><title>Test IdP login</title><h1>Test IdP</h1>${
    error ? `<p id="error">${escapeHtml(error)}</p>` : ''
  }<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>User <input name="login" autocomplete="username"></label>
<label>Password <input name="password" type="password"></label>
<button type="submit">Sign in</button></form>`;
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const provider = new Provider(OIDC_ISSUER, {
  clients: OIDC_CLIENTS,
  jwks: { keys: [privateKey.export({ format: 'jwk' })] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'preferred_username'],
    groups: ['groups'],
  },
  scopes: ['openid', 'email', 'profile', 'groups'],
  // Put the requested claims (groups) into the ID token too, not only the user-info answer.
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  async findAccount(_ctx: unknown, sub: string) {
    const user = OIDC_USERS[sub];
    if (!user) return undefined;
    return {
      accountId: sub,
      async claims() {
        return {
          sub,
          email: user.email,
          email_verified: true,
          name: sub,
          preferred_username: sub,
          groups: user.groups,
        };
      },
    };
  },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['stack-oidc-cookie-key'] },
  ttl: {
    AccessToken: 3600,
    AuthorizationCode: 60,
    IdToken: 3600,
    Interaction: 600,
    Session: 3600,
    Grant: 3600,
  },
});

provider.use(async (ctx, next) => {
  const match = ctx.path.match(/^\/interaction\/([^/]+)(\/login)?$/);
  if (!match) return next();
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  ctx.type = 'html';
  if (ctx.method === 'GET') {
    ctx.body = page(details.uid);
    return;
  }
  const body = await new Promise<Record<string, string | string[] | undefined>>((resolve) => {
    let text = '';
    ctx.req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    ctx.req.on('end', () => resolve(parseQuery(text)));
  });
  const login = String(body.login ?? '');
  const user = OIDC_USERS[login];
  if (!user || user.password !== body.password) {
    ctx.status = 401;
    ctx.body = page(details.uid, 'Invalid user or password');
    return;
  }
  const grant = new provider.Grant({ accountId: login, clientId: details.params.client_id ?? '' });
  grant.addOIDCScope(details.params.scope ?? 'openid');
  const grantId = await grant.save();
  await provider.interactionFinished(
    ctx.req,
    ctx.res,
    { login: { accountId: login }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
});

provider.listen(OIDC_PORT, '127.0.0.1', () => console.log(`oidc-provider ${OIDC_ISSUER} ready`));
