import { ConsolePage } from './console-page.ts';

/** The data tab of `/ui/{cluster}/topic/{topic}/data`, its record inspector, produce and copy pages (spec §2.4). */
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

  row(partition: number, offset: number) {
    return this.table.locator(`[data-testid="table-row"][data-row-id="${partition}-${offset}"]`);
  }

  async column(columnId: string): Promise<string[]> {
    return (await this.rows.getByTestId(`cell-${columnId}`).allInnerTexts()).map((t) => t.trim());
  }

  /** `partition-offset` of every shown row, in display order. */
  async rowIds(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id') ?? ''));
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

  /** Types a CEL expression in the Search dropdown and applies it (the dropdown stays open on a refusal). */
  async celFilter(expression: string): Promise<void> {
    await this.page.getByTestId('data-search-toggle').click();
    await this.page.getByTestId('filter-cel').fill(expression);
    await this.page.getByTestId('filter-apply').click();
  }

  async choose(testId: string, option: string): Promise<void> {
    await this.page.getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async searchEnded(): Promise<void> {
    await this.page.getByTestId('search-percent').getByText('100.0 %').waitFor({ timeout: 60_000 });
  }

  get chips() {
    return this.page.getByTestId('filter-chip');
  }

  async chipLabels(): Promise<string[]> {
    return (await this.chips.allInnerTexts()).map((t) => t.trim());
  }

  chip(id: string) {
    return this.page.locator(`[data-testid="filter-chip"][data-chip="${id}"]`);
  }

  get inspector() {
    return this.page.getByTestId('record-inspector');
  }

  /** The inspector's facts by name ('Partition', 'Offset', 'Timestamp type', ...). */
  async facts(): Promise<Record<string, string>> {
    const rows = this.inspector.getByTestId('inspector-fact');
    const out: Record<string, string> = {};
    for (const row of await rows.all()) {
      const name = (await row.getAttribute('data-name')) ?? '';
      out[name] = ((await row.locator('td').nth(1).innerText()) ?? '').trim();
    }
    return out;
  }

  /** Picks the key or value deserializer in the Deserialize dropdown and applies it. */
  async deserialize(which: 'key' | 'value', label: string): Promise<void> {
    await this.page.getByTestId('data-deserializers').click();
    await this.page.getByTestId(`deserializer-${which}-type`).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await this.page.getByTestId('deserializer-apply').click();
  }

  /** Opens the Download menu and picks an item (`download-all-csv`, `export-json`, ...). */
  async downloadItem(testId: string): Promise<void> {
    await this.page.getByTestId('data-download').click();
    await this.page.getByTestId(testId).click();
  }
}
