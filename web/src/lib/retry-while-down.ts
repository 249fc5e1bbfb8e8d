// A section whose component (registry, Connect, a stream-SQL engine) did not answer asks again on
// its own while its page is open, so it shows the data once the component is back without the
// user reloading. Only while in error: a working list is not polled.

export const RETRY_WHILE_DOWN_MS = 10_000;

/**
 * Whether a failure says the component is down (no answer, or a 5xx of ours naming it), rather than
 * that what was asked for is not there or not allowed: a 4xx is the answer, and asking again would
 * not change it.
 */
export function isDown(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
}

/** A `refetchInterval` for any query: only its state is read. */
export function retryWhileDown(query: { state: { status: string; error: Error | null } }): number | false {
  return query.state.status === 'error' && isDown(query.state.error) ? RETRY_WHILE_DOWN_MS : false;
}

/** `meta` of a query whose page shows its failure in a SectionError: no toast as well (app/query-client.ts). */
export const SHOWN_IN_SECTION = { shownInSection: true } as const;
