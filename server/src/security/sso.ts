import * as oidc from 'openid-client';
import { unreachable } from '../errors.ts';
import type { OauthProviderConfig, OidcProviderConfig } from './security-config.ts';

// The identity-provider side of single sign-on: build the authorization URL, and turn the
// callback into a user name and the provider's group names. OpenID Connect goes through
// openid-client (discovery, PKCE, ID-token and nonce checks); generic OAuth2 providers are plain
// authorization-code + PKCE against configured URLs, with the user read from their user-info URL.

export interface SsoState {
  state: string;
  verifier: string;
  nonce?: string;
}

export interface SsoUser {
  username: string;
  groups: string[];
}

export function newSsoState(withNonce: boolean): SsoState {
  return {
    state: oidc.randomState(),
    verifier: oidc.randomPKCECodeVerifier(),
    ...(withNonce ? { nonce: oidc.randomNonce() } : {}),
  };
}

function claimList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

function userFrom(claims: Record<string, unknown>, usernameField: string, groupsField: string): SsoUser {
  const name = claims[usernameField] ?? claims.sub ?? claims.login ?? claims.email;
  if (typeof name !== 'string' && typeof name !== 'number') {
    throw unreachable(`The identity provider sent no '${usernameField}' for the user`);
  }
  return { username: String(name), groups: claimList(claims[groupsField]) };
}

/** Seconds the provider has for each of the console's own requests (discovery, token, user info). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** What the last login start discovered, per provider, for its callback. */
const discovered = new Map<string, oidc.Configuration>();

function discover(p: OidcProviderConfig): Promise<oidc.Configuration> {
  const auth = p['client-secret'] ? oidc.ClientSecretBasic(p['client-secret']) : oidc.None();
  return oidc.discovery(new URL(p.issuer), p['client-id'], undefined, auth, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(p.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

/**
 * Each login start discovers again (one small request per login): a provider that has stopped is
 * then a clear "unavailable" at the console's button rather than a browser sent to an address that
 * does not answer, and one that is back (maybe with new keys or endpoints) works at once, without
 * a console restart. The callback uses what its login start found; a console that has none (it
 * restarted meanwhile, or another replica started the login) discovers then.
 */
async function oidcConfiguration(key: string, p: OidcProviderConfig, fresh: boolean) {
  const known = discovered.get(key);
  if (known && !fresh) return known;
  const config = await discover(p);
  discovered.set(key, config);
  return config;
}

export async function oidcAuthorizationUrl(
  key: string,
  p: OidcProviderConfig,
  redirectUri: string,
  s: SsoState,
): Promise<URL> {
  const config = await oidcConfiguration(key, p, true);
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: p.scopes.join(' '),
    state: s.state,
    nonce: s.nonce ?? '',
    code_challenge: await oidc.calculatePKCECodeChallenge(s.verifier),
    code_challenge_method: 'S256',
  });
}

export async function oidcCallback(
  key: string,
  p: OidcProviderConfig,
  currentUrl: URL,
  s: SsoState,
): Promise<SsoUser> {
  const config = await oidcConfiguration(key, p, false);
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: s.verifier,
    expectedState: s.state,
    ...(s.nonce ? { expectedNonce: s.nonce } : {}),
    idTokenExpected: true,
  });
  const claims: Record<string, unknown> = { ...tokens.claims() };
  // Many providers put groups (or even the user name) only in the user-info answer.
  if (claims[p['groups-field']] === undefined || claims[p['username-field']] === undefined) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
    for (const [k, v] of Object.entries(info)) claims[k] ??= v;
  }
  return userFrom(claims, p['username-field'], p['groups-field']);
}

export async function oauthAuthorizationUrl(p: OauthProviderConfig, redirectUri: string, s: SsoState) {
  const url = new URL(p['authorization-url']);
  // A generic provider has no discovery to fail: asking its login page (any answer will do) tells
  // a provider that is down from one that is up before the browser is sent there.
  const probe = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000),
  });
  await probe.body?.cancel();
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', p['client-id']);
  url.searchParams.set('redirect_uri', redirectUri);
  if (p.scopes.length > 0) url.searchParams.set('scope', p.scopes.join(' '));
  url.searchParams.set('state', s.state);
  url.searchParams.set('code_challenge', await oidc.calculatePKCECodeChallenge(s.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url;
}

export async function oauthCallback(
  p: OauthProviderConfig,
  currentUrl: URL,
  redirectUri: string,
  s: SsoState,
): Promise<SsoUser> {
  const error = currentUrl.searchParams.get('error');
  if (error) throw unreachable(`The identity provider refused the login: ${error}`);
  if (currentUrl.searchParams.get('state') !== s.state) throw unreachable('Login state mismatch');
  const code = currentUrl.searchParams.get('code');
  if (!code) throw unreachable('The identity provider sent no authorization code');
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: s.verifier,
    client_id: p['client-id'],
    ...(p['client-secret'] ? { client_secret: p['client-secret'] } : {}),
  });
  const tokenAnswer = await fetch(p['token-url'], {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  const token = (await tokenAnswer.json().catch(() => ({}))) as { access_token?: string; error?: string };
  if (!tokenAnswer.ok || !token.access_token) {
    throw unreachable(`Token request refused: ${token.error ?? tokenAnswer.status}`);
  }
  const infoAnswer = await fetch(p['user-info-url'], {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!infoAnswer.ok) throw unreachable(`User-info request refused: ${infoAnswer.status}`);
  return userFrom(
    (await infoAnswer.json()) as Record<string, unknown>,
    p['username-field'],
    p['groups-field'],
  );
}
