// LDAP for the login tests: Debian's slapd (apt-get install slapd ldap-utils) with its own config
// and database under .run/ldap, on 127.0.0.1:3389. Two users in two groups; see LDAP_USERS.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { componentDir } from '../paths.ts';
import type { Component } from './types.ts';

export const LDAP_PORT = 3389;
export const LDAP_SUFFIX = 'dc=example,dc=test';
export const LDAP_USERS: Record<string, { password: string; group: string }> = {
  carol: { password: 'carol-pw', group: 'kafka-admins' },
  dave: { password: 'dave-pw', group: 'kafka-viewers' },
};
const SLAPD = '/usr/sbin/slapd';

function slapdConf(dir: string): string {
  return `include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
include /etc/ldap/schema/nis.schema
modulepath /usr/lib/ldap
moduleload back_mdb
pidfile ${join(dir, 'slapd.pid')}
argsfile ${join(dir, 'slapd.args')}
database mdb
maxsize 104857600
suffix "${LDAP_SUFFIX}"
rootdn "cn=admin,${LDAP_SUFFIX}"
rootpw stack-ldap-admin
directory ${join(dir, 'db')}
# Passwords are only ever compared (bind); users may read the directory, e.g. their groups.
access to attrs=userPassword by anonymous auth by self read by * none
access to * by users read by anonymous auth by * none
`;
}

function seedLdif(): string {
  const people = Object.entries(LDAP_USERS).map(
    ([uid, u]) => `dn: uid=${uid},ou=people,${LDAP_SUFFIX}
objectClass: inetOrgPerson
uid: ${uid}
cn: ${uid}
sn: ${uid}
userPassword: ${execFileSync('slappasswd', ['-s', u.password]).toString().trim()}
`,
  );
  const groups = [...new Set(Object.values(LDAP_USERS).map((u) => u.group))].map(
    (group) => `dn: cn=${group},ou=groups,${LDAP_SUFFIX}
objectClass: groupOfNames
cn: ${group}
${Object.entries(LDAP_USERS)
  .filter(([, u]) => u.group === group)
  .map(([uid]) => `member: uid=${uid},ou=people,${LDAP_SUFFIX}`)
  .join('\n')}
`,
  );
  return [
    `dn: ${LDAP_SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\no: example\ndc: example\n`,
    `dn: ou=people,${LDAP_SUFFIX}\nobjectClass: organizationalUnit\nou: people\n`,
    `dn: ou=groups,${LDAP_SUFFIX}\nobjectClass: organizationalUnit\nou: groups\n`,
    ...people,
    ...groups,
  ].join('\n');
}

export function ldapServer(): Component {
  const dir = componentDir('ldap');
  const conf = join(dir, 'slapd.conf');
  return {
    name: 'ldap',
    address: `ldap://127.0.0.1:${LDAP_PORT}`,
    dependsOn: [],
    timeoutMs: 20_000,
    async prepare() {
      if (!existsSync(SLAPD)) {
        throw new Error('slapd is missing: apt-get install -y slapd ldap-utils (see .ci/run)');
      }
      mkdirSync(join(dir, 'db'), { recursive: true });
      writeFileSync(conf, slapdConf(dir));
      // Seeded once; the database then survives restarts like the Kafka data does.
      if (readdirSync(join(dir, 'db')).length === 0) {
        writeFileSync(join(dir, 'seed.ldif'), seedLdif());
        execFileSync('slapadd', ['-f', conf, '-l', join(dir, 'seed.ldif')], { stdio: 'pipe' });
      }
    },
    launch() {
      // -d keeps slapd in the foreground, so its pid is the one the stack tracks.
      return { cmd: SLAPD, args: ['-f', conf, '-h', `ldap://127.0.0.1:${LDAP_PORT}/`, '-d', '0'] };
    },
    async probe() {
      return new Promise((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: LDAP_PORT, timeout: 2000 });
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
        socket.once('timeout', () => {
          socket.destroy();
          resolve(false);
        });
      });
    },
  };
}
