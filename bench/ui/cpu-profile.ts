// The part of a Chromium CPU profile (Profiler.stop's `profile`) and of a trace that cold-profile.ts,
// cold-tasks.ts and spa-profile.ts read: the call tree's nodes and which node each sample landed
// in, the trace's events; where a sampled line of a built script came from, and which component
// a sample is charged to.

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// Per script URL, the source path that starts at each line (an unminified build's `// ../x` comments).
const sources = new Map<string, Promise<Array<[number, string]>>>();

/** The lines of a built script where each source file's code starts. */
export function sourceMap(url: string): Promise<Array<[number, string]>> {
  let known = sources.get(url);
  if (!known) {
    known = fetch(url)
      .then((r) => r.text())
      .then((code) =>
        code.split('\n').flatMap((line, i): Array<[number, string]> => {
          const m = /^\/\/ \.\.\/(?:node_modules\/)?((?:@[^/]+\/)?[^/]+(?:\/src\/[^/]+)?)/.exec(line);
          return m ? [[i, m[1] as string]] : [];
        }),
      )
      .catch(() => []);
    sources.set(url, known);
  }
  return known;
}

/** The source file a line of a built script belongs to. */
export function sourceAt(starts: Array<[number, string]>, line: number): string {
  let found = '(unknown)';
  for (const [at, name] of starts) {
    if (at > line) break;
    found = name;
  }
  return found;
}

/** A built script's name without its folder and hash. */
export const fileOf = (url: string) =>
  url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '') || '(browser)';

/** A Chromium trace event (Tracing's `traceEvents`), as cold-tasks.ts and spa-profile.ts read them. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

/** Each node's parent in the profile's call tree. */
export function parents(profile: Profile): Map<number, number> {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  return parent;
}

/**
 * The node a sample is charged to per component: the nearest caller named like a component, or
 * called by React as one (Mantine's factories are anonymous), so a component's time includes the
 * hooks and helpers it ran. undefined: not inside a component.
 */
export function componentOf(
  id: number,
  byId: Map<number, ProfileNode>,
  parent: Map<number, number>,
): ProfileNode | undefined {
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at);
    const caller = byId.get(parent.get(at) ?? -1)?.callFrame.functionName ?? '';
    if (
      node?.callFrame.url &&
      (/^_?[A-Z]/.test(node.callFrame.functionName) || caller.startsWith('renderWithHooks'))
    )
      return node;
  }
  return undefined;
}

/** `function file:line` of a profile node (the file without its folder and hash). */
export const frameName = (node: ProfileNode | undefined) =>
  node
    ? `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`
    : '';
