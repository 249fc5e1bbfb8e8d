import { endpoints } from '@console/stack';

/**
 * Removes subjects a test registered from the stack's registry: soft, then permanently, as the
 * registry asks. One already gone, or a registry briefly down (another test's outage), is no error:
 * this runs in `after` hooks, where the test's own outcome is what counts.
 */
export async function deleteSubjects(subjects: Iterable<string>): Promise<void> {
  for (const subject of subjects) {
    const url = `${endpoints.registry.url}/subjects/${encodeURIComponent(subject)}`;
    await fetch(url, { method: 'DELETE' }).catch(() => {});
    await fetch(`${url}?permanent=true`, { method: 'DELETE' }).catch(() => {});
  }
}
