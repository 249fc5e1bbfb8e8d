// The overview's largest-lag list (its top 10 groups, from the server's sampling round) is shared by
// every group of the cluster: the demo's, and other tests' running at the same time. A test that
// needs its own groups in it sizes their lag from what the list holds now. One copy for the
// server's integration tests and the browser tests: `@console/stack/overview-lag`.

/** How many groups the overview's largest-lag list holds. */
export const TOP_LAG_SIZE = 10;

/**
 * A lag more than enough for the groups named in `ours` to all be in the list: above the lag of
 * the other group now ranked TOP_LAG_SIZE + 1 − ours (so at most TOP_LAG_SIZE − ours others stay
 * above), with room for the others to grow meanwhile (a group on a topic being written to). 0 when
 * the list has room for ours whatever their lag.
 */
export function lagToRank(topLag: ReadonlyArray<{ group: string; lag: number }>, ours: string[]): number {
  const others = topLag.filter((g) => !ours.includes(g.group));
  const above = others[TOP_LAG_SIZE - ours.length]?.lag ?? 0;
  return above === 0 ? 0 : Math.ceil(above * 1.2) + 1000;
}
