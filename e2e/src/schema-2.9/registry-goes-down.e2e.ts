// Issue 17: the real schema registry of the stack stopped (by its pid, through the stack's API)
// while its list is open. The page says the registry is unreachable, offers Retry and says it tries
// again on its own; once the registry is back the list fills again with no click and no reload.
// The registry is always started again (other people's tests use it), in a finally.
import assert from 'node:assert/strict';
import { endpoints } from '@console/stack';
import type { Page } from 'playwright-core';
import { assertBackBySelf, assertSaysUnreachable, whileDown } from '../component-down.ts';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const rows = (page: Page) => page.getByTestId('schema-table').getByTestId('table-row');

/** Other tests add and remove subjects of their own meanwhile: the stack's seeded ones stay. */
const SEEDED = ['customers-proto-value', 'events-jsonschema-value', 'payments-avro-value'];

async function registrySubjects(): Promise<string[]> {
  const all = (await (await fetch(`${endpoints.registry.url}/subjects`)).json()) as string[];
  return all.filter((s) => SEEDED.includes(s)).sort();
}

/** Every seeded subject is a row of the list. */
async function assertListed(page: Page, subjects: string[]): Promise<void> {
  const shown = await rows(page).allTextContents();
  for (const subject of subjects)
    assert.ok(
      shown.some((row) => row.includes(subject)),
      subject,
    );
}

browserTest(
  'the registry stopped: the schema list says so, and fills again by itself once it is back',
  async (page) => {
    const subjects = await registrySubjects();
    assert.deepEqual(subjects, SEEDED, 'the stack seeds these subjects');
    await page.goto(`${baseUrl}/ui/main/schema`);
    await eventually(() => assertListed(page, subjects));

    await whileDown('registry', async () => {
      // A reload asks the registry again, as any user arriving at the page would.
      await page.reload();
      await assertSaysUnreachable(page, /Schema registry is unreachable at http:\/\/127\.0\.0\.1:8085/);
      assert.equal(await text(page.getByTestId('table-empty')), 'No data available');
      await screenshot(page, 'schema-registry-stopped');
    });

    assert.deepEqual(await registrySubjects(), subjects);
    await assertBackBySelf(page, () => assertListed(page, subjects));
    await screenshot(page, 'schema-registry-back');
  },
);
