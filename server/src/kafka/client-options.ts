import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';

// Translates Kafka's Java-style client properties (what operators already have in their
// client.properties files) into the options of @platformatic/kafka. Only what the Node client can
// honour is accepted; a property it cannot honour (JKS stores, Kerberos keytabs) is refused by
// name so the operator knows which one to change.

export interface KafkaConnectOptions {
  bootstrapBrokers: string[];
  sasl?: { mechanism: 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512'; username: string; password: string };
  tls?: ConnectionOptions;
}

const PROTOCOLS = ['PLAINTEXT', 'SSL', 'SASL_PLAINTEXT', 'SASL_SSL'] as const;
const MECHANISMS = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512'] as const;

function jaasValue(jaas: string, field: string): string | undefined {
  const match = new RegExp(`${field}\\s*=\\s*"((?:[^"\\\\]|\\\\.)*)"`).exec(jaas);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

function pem(properties: Record<string, string>, base: string): string | undefined {
  const inline = properties[`${base}.pem`];
  if (inline) return inline;
  const location = properties[`${base}.location`];
  return location ? readFileSync(location, 'utf8') : undefined;
}

export function toClientOptions(properties: Record<string, string>): KafkaConnectOptions {
  const bootstrapBrokers = (properties['bootstrap.servers'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const protocol = (properties['security.protocol'] ?? 'PLAINTEXT').toUpperCase();
  if (!(PROTOCOLS as readonly string[]).includes(protocol)) {
    throw new Error(`security.protocol: '${protocol}' is not one of ${PROTOCOLS.join(', ')}`);
  }
  const options: KafkaConnectOptions = { bootstrapBrokers };

  if (protocol.startsWith('SASL')) {
    const mechanism = (properties['sasl.mechanism'] ?? 'PLAIN').toUpperCase();
    if (!(MECHANISMS as readonly string[]).includes(mechanism)) {
      throw new Error(`sasl.mechanism: '${mechanism}' is not supported (use ${MECHANISMS.join(', ')})`);
    }
    const jaas = properties['sasl.jaas.config'] ?? '';
    const username = properties['sasl.username'] ?? jaasValue(jaas, 'username');
    const password = properties['sasl.password'] ?? jaasValue(jaas, 'password');
    if (!username || password === undefined) {
      throw new Error(
        'sasl.jaas.config: needs username="..." and password="..." (or set sasl.username / sasl.password)',
      );
    }
    options.sasl = { mechanism: mechanism as (typeof MECHANISMS)[number], username, password };
  }

  if (protocol.endsWith('SSL')) {
    for (const key of ['ssl.truststore.location', 'ssl.keystore.location']) {
      if (properties[key] && !/\.pem$/i.test(properties[key])) {
        throw new Error(
          `${key}: only PEM files are supported; use ssl.ca.location / ssl.certificate.location / ssl.key.location`,
        );
      }
    }
    const tls: ConnectionOptions = {};
    const ca = pem(properties, 'ssl.ca') ?? pem(properties, 'ssl.truststore');
    const cert = pem(properties, 'ssl.certificate') ?? pem(properties, 'ssl.keystore');
    const key = pem(properties, 'ssl.key');
    if (ca) tls.ca = ca;
    if (cert) tls.cert = cert;
    if (key) tls.key = key;
    if (properties['ssl.key.password']) tls.passphrase = properties['ssl.key.password'];
    if (properties['ssl.endpoint.identification.algorithm'] === '') tls.checkServerIdentity = () => undefined;
    options.tls = tls;
  }
  return options;
}
