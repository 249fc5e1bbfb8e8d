// The one polling helper of the tests (integration, end-to-end) and of the seed: re-runs a probe
// until it stops throwing. It lives in the stack workspace because everything that waits on the
// real components can reach it without a new dependency edge: the seed is in this workspace, the
// test runner already imports `@console/stack`, and server/test and e2e import it as
// `@console/stack/eventually` (a subpath with no imports of its own, so a test does not load the
// stack's Kafka client or the seed). The web app may not import the stack (biome.json).

export interface EventuallyOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** Pause between two tries (default 200 ms). */
  intervalMs?: number;
  /** What is awaited, for the message when it never comes: 'connector demo-file-source RUNNING'. */
  what?: string;
}

/**
 * Runs `probe` until it resolves (does not throw) and returns what it returned. After `timeoutMs`
 * the last failure is thrown: as it is when `what` is not given (an assertion keeps its diff),
 * otherwise as the `cause` of an error that names `what`.
 */
export async function eventually<T>(
  probe: () => Promise<T> | T,
  options: EventuallyOptions = {},
): Promise<T> {
  const { timeoutMs = 10_000, intervalMs = 200, what } = options;
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (performance.now() >= deadline) {
        if (what === undefined) throw error;
        const last = error instanceof Error ? error.message : String(error);
        throw new Error(`${what}: still not so after ${timeoutMs / 1000} s (last: ${last})`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
