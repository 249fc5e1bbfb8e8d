import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { applyEnvOverrides } from './env.ts';
import { ConsoleConfig } from './schema.ts';

/** A config problem, reported at start with the key path that is wrong. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function keyPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '(root)';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((k) => `${keyPath([...issue.path, k])}: unknown key`).join('\n');
  }
  return `${keyPath(issue.path)}: ${issue.message}`;
}

/** Validates a parsed config object; throws ConfigError naming every bad key. */
export function parseConfig(raw: unknown): ConsoleConfig {
  const result = ConsoleConfig.safeParse(raw ?? {});
  if (!result.success) {
    throw new ConfigError(`Invalid configuration:\n${result.error.issues.map(describeIssue).join('\n')}`);
  }
  return result.data;
}

/** Reads the YAML file, applies CONSOLE__* environment overrides, validates. */
export function loadConfig(file: string, env: NodeJS.ProcessEnv = process.env): ConsoleConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read config file ${file}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw new ConfigError(`Config file ${file} is not valid YAML: ${(error as Error).message}`);
  }
  return parseConfig(applyEnvOverrides(raw ?? {}, env));
}
