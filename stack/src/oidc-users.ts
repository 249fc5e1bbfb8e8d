// The test identity provider's users and clients, shared by the provider process and the tests.
export const OIDC_PORT = 9400;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

export const OIDC_USERS: Record<string, { password: string; email: string; groups: string[] }> = {
  alice: { password: 'alice-pw', email: 'alice@example.test', groups: ['kafka-admins'] },
  bob: { password: 'bob-pw', email: 'bob@example.test', groups: ['kafka-viewers'] },
  // In no group the console maps: logged in, but no roles.
  erin: { password: 'erin-pw', email: 'erin@example.test', groups: ['contractors'] },
};

/**
 * Native (loopback) clients: the provider accepts their redirect URI on any 127.0.0.1 port
 * (RFC 8252), so every test server, whatever its port, can log in.
 */
export const OIDC_CLIENTS = [
  {
    client_id: 'kafka-console',
    client_secret: 'console-secret',
    application_type: 'native',
    token_endpoint_auth_method: 'client_secret_basic',
    redirect_uris: ['http://127.0.0.1/oauth/callback/oidc'],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  },
  {
    // The generic OAuth2 path of the console: client_secret_post and the user-info URL.
    client_id: 'kafka-console-oauth',
    client_secret: 'console-oauth-secret',
    application_type: 'native',
    token_endpoint_auth_method: 'client_secret_post',
    redirect_uris: ['http://127.0.0.1/oauth/callback/oauth'],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  },
];
