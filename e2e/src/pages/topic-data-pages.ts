import { ConsolePage } from './console-page.ts';

/** The data tab of `/ui/{cluster}/topic/{topic}/data`, produce and copy pages (spec §2.4). */
export class TopicDataPage extends ConsolePage {
  async openData(clusterId: string, topic: string, query = ''): Promise<void> {
    await this.open(`/ui/${clusterId}/topic/${encodeURIComponent(topic)}/data${query ? `?${query}` : ''}`);
    await this.page.getByTestId('topic-data-tab').waitFor();
  }

  get table() {
    return this.page.getByTestId('records-table');
  }

  get rows() {
    return this.table.getByTestId('table-row');
  }

  async column(columnId: string): Promise<string[]> {
    return (await this.rows.getByTestId(`cell-${columnId}`).allInnerTexts()).map((t) => t.trim());
  }

  /** Fills one of the six filters of the Search dropdown and applies it. */
  async filter(
    field: string,
    text: string,
    type: 'Contains' | 'Not Contains' | 'Equals' = 'Contains',
  ): Promise<void> {
    await this.page.getByTestId('data-search-toggle').click();
    await this.page.getByTestId(`filter-${field}`).fill(text);
    await this.page.getByTestId(`filter-type-${field}`).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
    await this.page.getByTestId('filter-apply').click();
  }

  async choose(testId: string, option: string): Promise<void> {
    await this.page.getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async searchEnded(): Promise<void> {
    await this.page.getByTestId('search-percent').getByText('100.0 %').waitFor({ timeout: 60_000 });
  }
}
