import { ConsolePage } from './console-page.ts';

/** `/ui/{cluster}/settings` (spec §2.13). */
export class SettingsPage extends ConsolePage {
  async openFor(clusterId: string): Promise<void> {
    await this.open(`/ui/${clusterId}/settings`);
    await this.page.getByTestId('settings-form').waitFor();
  }

  switch(name: 'skipConsumerGroups' | 'skipLastRecord' | 'showAllConsumerGroups') {
    return this.page.getByTestId(`settings-topic-${name}`);
  }

  get dateTimeFormat() {
    return this.page.getByTestId('settings-topic-data-date-time-format');
  }

  async chooseDateTimeFormat(label: 'Relative' | 'ISO'): Promise<void> {
    await this.dateTimeFormat.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.page.getByTestId('settings-save').click();
  }
}
