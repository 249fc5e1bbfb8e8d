import { kafkaErrorNames } from './errors.ts';

// A group's coordinator moves with the leader of its __consumer_offsets partition (a broker
// restarted, the controller's periodic preferred-leader election) and answers
// COORDINATOR_LOAD_IN_PROGRESS while it loads the group's state, or NOT_COORDINATOR /
// COORDINATOR_NOT_AVAILABLE until the client finds the new one. Kafka's Java admin client retries
// these until its deadline; a change the user asked for does too, instead of answering a 502 for a
// moment a second later would not have (seen in CI: an offset update refused minutes after a
// broker restart). The work is asked again whole, so it must be safe to repeat (each group change
// here is: it checks, then sets a state).

const MOVING = new Set(['COORDINATOR_LOAD_IN_PROGRESS', 'COORDINATOR_NOT_AVAILABLE', 'NOT_COORDINATOR']);
/** Less than the Kafka deadline of a request (8 s), so a coordinator that never comes back still answers in time. */
const WAIT_MS = 6000;

export async function whileCoordinatorMoves<T>(work: () => Promise<T>, waitMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 1000)) {
    try {
      return await work();
    } catch (error) {
      const moving = kafkaErrorNames(error).some((name) => MOVING.has(name));
      if (!moving || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
