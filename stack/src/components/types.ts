// The contract every stack component fulfils. Adding the OIDC provider, LDAP or a Flink gateway means adding
// one file that returns a Component and listing it in components/index.ts; up/down/status need no change.
import { join } from 'node:path';
import { kafkaLibDir } from '../paths.ts';
import type { LaunchSpec } from '../process.ts';

export interface Component {
  /** Unique name; also the folder under .run/. */
  name: string;
  /** Selects several components at once, e.g. `up --only main` for the three nodes of cluster `main`. */
  group?: string;
  /** Human-readable address shown by `status`. */
  address: string;
  /** Components that must answer before this one starts. */
  dependsOn: string[];
  /** How long `up` waits for the first successful probe. */
  timeoutMs: number;
  /** Writes config and initialises storage; must be idempotent (runs on every start). */
  prepare(): Promise<void>;
  /** The command line; must mention the component's .run folder so pid checks can recognise it. */
  launch(): LaunchSpec;
  /** One readiness probe: a real request to the component. Must not throw. */
  probe(): Promise<boolean>;
}

/** A JVM launch using the shared Kafka classpath. */
export function kafkaJava(mainClass: string, jvm: string[], args: string[]): LaunchSpec {
  return {
    cmd: 'java',
    args: [
      ...jvm,
      '-XX:+UseG1GC',
      '-XX:+ExitOnOutOfMemoryError',
      '-Djava.awt.headless=true',
      '-cp',
      join(kafkaLibDir, '*'),
      mainClass,
      ...args,
    ],
  };
}

/** Probe helper: a GET that must answer 2xx within a few seconds. */
export async function httpOk(url: string, timeoutMs = 3000): Promise<Response | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok ? res : undefined;
  } catch {
    return undefined;
  }
}
