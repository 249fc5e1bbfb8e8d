import { Client, escapeFilter } from 'ldapts';
import { HttpError } from '../errors.ts';
import type { LdapConfig } from './security-config.ts';

// LDAP login: bind as the user (the directory checks the password), then list the groups that
// name the user as a member. The user's own bind is enough; no service account is needed.

/** RFC 4514 escaping of one RDN value, so a login name cannot change the DN's structure. */
function escapeDnValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (c) => `\\${c}`)
    .replace(/^[ #]/, (c) => `\\${c}`)
    .replace(/ $/, '\\ ');
}

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^E[A-Z]+/.test(code)) return true;
  // ldapts says 'BindRequest: Operation timed out' when the server takes the connection but never answers.
  return /timeout|timed out|connect|socket|closed/i.test((error as Error).message ?? '');
}

export interface LdapUser {
  dn: string;
  groups: string[];
}

/** The user's DN and group names, or undefined when the directory refuses the password. */
export async function ldapLogin(
  config: LdapConfig,
  username: string,
  password: string,
): Promise<LdapUser | undefined> {
  // An empty password would be an anonymous ("unauthenticated") bind, which many servers accept.
  if (password === '') return undefined;
  const dn = config['user-dn-pattern'].replaceAll('{0}', escapeDnValue(username));
  const client = new Client({ url: config.url, timeout: 5000, connectTimeout: 3000 });
  try {
    await client.bind(dn, password);
    const filter = config['group-filter']
      .replaceAll('{0}', escapeFilter`${dn}`)
      .replaceAll('{1}', escapeFilter`${username}`);
    const attribute = config['group-attribute'];
    const { searchEntries } = await client.search(config['group-base'], {
      scope: 'sub',
      filter,
      attributes: [attribute],
    });
    const groups = searchEntries.flatMap((entry) => {
      const value = entry[attribute];
      return (Array.isArray(value) ? value : [value]).map(String).filter((v) => v !== 'undefined');
    });
    return { dn, groups };
  } catch (error) {
    // Only a directory that cannot be reached is not "wrong credentials". Any answer it gives (bad
    // password, no such user, a name it cannot parse) looks the same to the caller, so a login
    // does not tell which names exist; and no answer names the directory (it is logged instead).
    if (!isUnreachable(error)) return undefined;
    throw new HttpError(503, 'LDAP login is unavailable: the directory does not answer, try again later', {
      cause: new Error(`LDAP server ${config.url}: ${(error as Error).message}`),
    });
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
