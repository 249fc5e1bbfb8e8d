// Spec §2.13 and §3 (per-cluster UI options): saved in this browser, per cluster, with the notice.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { SettingsPage } from '../pages/settings-page.ts';

browserTest('settings persist across reloads and stay per cluster', async (page) => {
  const settings = new SettingsPage(page);
  await settings.openFor('main');
  // Spec §9 defaults when nothing is saved: show all groups on, skip flags off, relative dates.
  assert.equal(await settings.switch('showAllConsumerGroups').isChecked(), true);
  assert.equal(await settings.switch('skipConsumerGroups').isChecked(), false);
  assert.equal(await settings.dateTimeFormat.inputValue(), 'Relative');

  await settings.switch('skipConsumerGroups').check({ force: true });
  await settings.chooseDateTimeFormat('ISO');
  await screenshot(page, 'settings-main');
  await settings.save();
  await settings.notification('success').waitFor();
  assert.match(
    await text(settings.notification('success')),
    /Settings for cluster 'main' updated successfully\./,
  );

  await page.reload();
  await page.getByTestId('settings-form').waitFor();
  await eventually(async () => assert.equal(await settings.switch('skipConsumerGroups').isChecked(), true));
  assert.equal(await settings.dateTimeFormat.inputValue(), 'ISO');

  await settings.openFor('second');
  assert.equal(await settings.switch('skipConsumerGroups').isChecked(), false, 'other cluster unchanged');
  assert.equal(await settings.dateTimeFormat.inputValue(), 'Relative');
});
