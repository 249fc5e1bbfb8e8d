import { ApiError } from './api.ts';

/**
 * A 404 as an answer instead of an error: resolves `null`, so a detail page shows one not-found state
 * of its own rather than the toast every failed query raises (app/query-client.ts).
 */
export async function orMissing<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
