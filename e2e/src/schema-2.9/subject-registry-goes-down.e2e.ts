// Issue 17: the real schema registry of the stack stopped (by its pid, through the stack's API)
// while a subject's page is open. The page names the registry once, above the tabs, with Retry,
// shows no versions it can no longer vouch for, and fills again by itself once the registry is back,
// with no click and no reload. The registry is always started again (other tests use it), in a finally.
import assert from 'node:assert/strict';
import { endpoints } from '@console/stack';
import type { Page } from 'playwright-core';
import {
  assertBackBySelf,
  assertRetryStillUnreachable,
  assertSaysUnreachable,
  whileDown,
} from '../component-down.ts';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

// Seeded by the stack; other tests leave it alone.
const SUBJECT = 'payments-avro-value';
const versionRows = (page: Page) => page.getByTestId('schema-versions-table').getByTestId('table-row');

/** The subject's versions as the registry holds them (not read through the console). */
async function registryVersions(): Promise<number[]> {
  return (await (await fetch(`${endpoints.registry.url}/subjects/${SUBJECT}/versions`)).json()) as number[];
}

browserTest(
  "the registry stopped: a subject's page says so with Retry, and fills again by itself once it is back",
  async (page) => {
    const versions = await registryVersions();
    assert.ok(versions.length > 0, 'the stack seeds the subject with a version');
    await page.goto(`${baseUrl}/ui/main/schema/details/${SUBJECT}/versions`);
    await eventually(async () => assert.equal(await versionRows(page).count(), versions.length));
    assert.equal(await page.getByTestId('schema-subject-compatibility').isVisible(), true);

    await whileDown('registry', async () => {
      // A reload asks the registry again, as any user arriving at the page would.
      await page.reload();
      await assertSaysUnreachable(page, /Schema registry is unreachable at http:\/\/127\.0\.0\.1:8085/);
      // Said once for the page, whatever number of the subject's reads failed.
      assert.equal(await page.getByTestId('section-error').count(), 1);
      assert.match(await text(page.getByTestId('section-error')), /The schema registry cannot be read/);
      assert.equal(await text(page.getByTestId('table-empty')), 'No data available');
      // A level it cannot read is not offered for change.
      assert.equal(await page.getByTestId('schema-subject-compatibility').count(), 0);
      await assertRetryStillUnreachable(page, /Schema registry is unreachable/);

      // The Update tab has nothing to edit while the subject cannot be read: the same one error.
      await page.getByTestId('tab-update').click();
      await eventually(async () => assert.equal(await page.getByTestId('section-error').count(), 1));
      assert.equal(await page.getByTestId('schema-submit').count(), 0);
      await page.getByTestId('tab-versions').click();
      await eventually(async () =>
        assert.equal(await text(page.getByTestId('table-empty')), 'No data available'),
      );
      await screenshot(page, 'schema-subject-registry-stopped');
    });

    assert.deepEqual(await registryVersions(), versions);
    await assertBackBySelf(page, async () => assert.equal(await versionRows(page).count(), versions.length));
    await eventually(async () =>
      assert.equal(await page.getByTestId('schema-subject-compatibility').isVisible(), true),
    );
    await screenshot(page, 'schema-subject-registry-back');
  },
);
