// A section whose component (registry, Connect, a stream-SQL engine) did not answer asks again on
// its own while its page is open, so it shows the data once the component is back without the
// user reloading. Only while in error: a working list is not polled.

export const RETRY_WHILE_DOWN_MS = 10_000;

/** A `refetchInterval` for any query: only its status is read. */
export function retryWhileDown(query: { state: { status: string } }): number | false {
  return query.state.status === 'error' ? RETRY_WHILE_DOWN_MS : false;
}

/** `meta` of a query whose page shows its failure in a SectionError: no toast as well (app/query-client.ts). */
export const SHOWN_IN_SECTION = { shownInSection: true } as const;
