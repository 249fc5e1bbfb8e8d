/**
 * Kafka answers a change once its controller has committed it; the broker that answers the next
 * read applies it from the metadata log a moment later. Waits (at most ~3 s) until `seen` says a
 * read shows the change, so a list fetched right after the answer is right; after that it answers
 * anyway, as the change itself was accepted.
 */
export async function settle(seen: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await seen()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
