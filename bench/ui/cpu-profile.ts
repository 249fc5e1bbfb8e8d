// The part of a Chromium CPU profile (Profiler.stop's `profile`) that cold-profile.ts,
// cold-tasks.ts and spa-profile.ts read: the call tree's nodes and which node each sample landed
// in; and where a sampled line of a built script came from.

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
