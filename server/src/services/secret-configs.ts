// Connector configs carry database passwords, API keys and JAAS configs. Their values never leave
// the server (issue 13): answers show MASK instead, and a config sent back with MASK untouched
// keeps the stored secret, so editing other keys of a connector does not wipe its password.

export const MASK = '********';

/** Whether a config key holds a secret, from `secrets.key-patterns` (case-insensitive full matches). */
export type SecretKeys = (key: string) => boolean;

export function secretKeys(patterns: readonly string[]): SecretKeys {
  const compiled = patterns.map((p) => new RegExp(`^(?:${p})$`, 'i'));
  return (key) => compiled.some((r) => r.test(key));
}

export function maskSecrets(configs: Record<string, string>, isSecret: SecretKeys): Record<string, string> {
  return Object.fromEntries(
    Object.entries(configs).map(([key, value]) => [key, isSecret(key) && value !== '' ? MASK : value]),
  );
}

/** The submitted config with each untouched MASK replaced by the value stored for that key. */
export function keepSecrets(
  submitted: Record<string, string>,
  stored: Record<string, string>,
  isSecret: SecretKeys,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(submitted).map(([key, value]) => [
      key,
      value === MASK && isSecret(key) && stored[key] !== undefined ? stored[key] : value,
    ]),
  );
}
