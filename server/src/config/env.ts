import { parse as parseYaml } from 'yaml';

// Environment variables override config keys: CONSOLE__SERVER__PORT=9090 sets server.port, and
// CONSOLE__CONNECTIONS__MAIN__PROPERTIES__BOOTSTRAP_SERVERS sets connections.main.properties
// ."bootstrap.servers". Segments are separated by a double underscore. A segment matches an
// existing key ignoring case and the difference between '-', '_' and '.'; a new key is spelled
// in lower case with '-' (or '.' inside a `properties` map, where Kafka's names use dots).
// Values are read as YAML scalars, so numbers and booleans keep their type.

const PREFIX = 'CONSOLE__';

const normalise = (key: string) => key.toLowerCase().replace(/[-_.]/g, '');

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childKey(node: Tree, segment: string, parentKey: string | undefined): string {
  const existing = Object.keys(node).find((k) => normalise(k) === normalise(segment));
  if (existing) return existing;
  const lower = segment.toLowerCase();
  return parentKey === 'properties' ? lower.replace(/_/g, '.') : lower.replace(/_/g, '-');
}

export function applyEnvOverrides(raw: unknown, env: NodeJS.ProcessEnv): unknown {
  const root: Tree = isTree(raw) ? structuredClone(raw) : {};
  const names = Object.keys(env)
    .filter((n) => n.startsWith(PREFIX))
    .sort();
  for (const name of names) {
    const segments = name.slice(PREFIX.length).split('__').filter(Boolean);
    if (segments.length === 0) continue;
    let node = root;
    let parentKey: string | undefined;
    for (const [i, segment] of segments.entries()) {
      const key = childKey(node, segment, parentKey);
      if (i === segments.length - 1) {
        node[key] = parseYaml(env[name] ?? '');
      } else {
        if (!isTree(node[key])) node[key] = {};
        node = node[key] as Tree;
        parentKey = key;
      }
    }
  }
  return root;
}
