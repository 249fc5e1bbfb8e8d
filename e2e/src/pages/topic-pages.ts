import { ConsolePage } from './console-page.ts';

/** `/ui/{cluster}/topic` and the topic detail/create pages (spec §2.4). */
export class TopicPages extends ConsolePage {
  async openList(clusterId: string, query = ''): Promise<void> {
    await this.open(`/ui/${clusterId}/topic${query}`);
    await this.table.getByTestId('table-row').first().waitFor();
  }

  get table() {
    return this.page.getByTestId('topic-table');
  }

  get rows() {
    return this.table.getByTestId('table-row');
  }

  row(name: string) {
    return this.table.locator(`[data-testid="table-row"][data-row-id="${name}"]`);
  }

  async column(columnId: string): Promise<string[]> {
    return (await this.rows.getByTestId(`cell-${columnId}`).allInnerTexts()).map((t) => t.trim());
  }

  async cell(name: string, columnId: string): Promise<string> {
    return ((await this.row(name).getByTestId(`cell-${columnId}`).innerText()) ?? '').trim();
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('search-input').fill(text);
    await this.page.getByTestId('search-submit').click();
  }

  async choosePageSize(size: number): Promise<void> {
    await this.page.getByTestId('topic-page-size').click();
    await this.page.getByRole('option', { name: String(size), exact: true }).click();
  }

  async confirm(): Promise<void> {
    await this.page.getByTestId('confirm-ok').click();
  }

  tab(name: string) {
    return this.page.getByTestId(`tab-${name}`);
  }

  configInput(name: string) {
    return this.page.getByTestId(`config-input-${name}`);
  }
}
