// Issue 17: the real schema registry of the stack stopped (by its pid, through the stack's API)
// while a subject's page is open. The page names the registry once, above the tabs, with Retry,
// shows no versions it can no longer vouch for, and fills again by itself once the registry is back,
// with no click and no reload. The registry is always started again (other tests use it), in a finally.
import assert from 'node:assert/strict';
import { down, endpoints, status, up } from '@console/stack';
import type { Page } from 'playwright-core';
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

    const pid = (await status()).find((c) => c.name === 'registry')?.pid;
    assert.ok(pid, 'the registry is running');
    try {
      await down({ only: ['registry'] });
      // A reload asks the registry again, as any user arriving at the page would.
      await page.reload();
      await eventually(
        async () =>
          assert.match(
            await text(page.getByTestId('section-error')),
            /Schema registry is unreachable at http:\/\/127\.0\.0\.1:8085/,
          ),
        { timeoutMs: 30_000 },
      );
      // Said once for the page, whatever number of the subject's reads failed.
      assert.equal(await page.getByTestId('section-error').count(), 1);
      assert.match(await text(page.getByTestId('section-error')), /The schema registry cannot be read/);
      assert.match(
        await text(page.getByTestId('section-error')),
        /Tried again every 10 seconds while this page is open/,
      );
      assert.equal(await text(page.getByTestId('table-empty')), 'No data available');
      // A level it cannot read is not offered for change.
      assert.equal(await page.getByTestId('schema-subject-compatibility').count(), 0);
      // Shown in its section, so not in a toast as well (it would stay after the registry is back).
      assert.equal(await page.getByTestId('notification-error').count(), 0);

      // Retry asks at once; the registry still down, the page still says so.
      await page.getByTestId('section-error-retry').click();
      await eventually(async () =>
        assert.equal(await page.getByTestId('section-error-retry').isEnabled(), true),
      );
      assert.match(await text(page.getByTestId('section-error')), /Schema registry is unreachable/);
      assert.equal(await page.getByTestId('notification-error').count(), 0);

      // The Update tab has nothing to edit while the subject cannot be read: the same one error.
      await page.getByTestId('tab-update').click();
      await eventually(async () => assert.equal(await page.getByTestId('section-error').count(), 1));
      assert.equal(await page.getByTestId('schema-submit').count(), 0);
      await page.getByTestId('tab-versions').click();
      await eventually(async () =>
        assert.equal(await text(page.getByTestId('table-empty')), 'No data available'),
      );
      await screenshot(page, 'schema-subject-registry-stopped');
    } finally {
      await up({ only: ['registry'] });
    }

    assert.deepEqual(await registryVersions(), versions);
    // No click: the page asks again on its own while in error.
    await eventually(async () => assert.equal(await versionRows(page).count(), versions.length), {
      timeoutMs: 30_000,
      intervalMs: 500,
    });
    assert.equal(await page.getByTestId('section-error').count(), 0);
    await eventually(async () =>
      assert.equal(await page.getByTestId('schema-subject-compatibility').isVisible(), true),
    );
    await screenshot(page, 'schema-subject-registry-back');
  },
);
