// The part of a Chromium CPU profile (Profiler.stop's `profile`) that cold-profile.ts and
// spa-profile.ts read: the call tree's nodes and which node each sample landed in.

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
