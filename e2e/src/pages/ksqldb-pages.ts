import { ConsolePage } from './console-page.ts';
import { fillCodeEditor } from './schema-pages.ts';

/** `/ui/{cluster}/ksqldb/{id}/{tab}` and its query and statement pages (spec §2.11). */
export class KsqlDbPages extends ConsolePage {
  async openTab(clusterId: string, ksqldbId: string, tab = '', query = ''): Promise<void> {
    await this.open(`/ui/${clusterId}/ksqldb/${ksqldbId}${tab ? `/${tab}` : ''}${query}`);
    await this.page.getByTestId('ksqldb-tabs').waitFor();
  }

  get table() {
    return this.page.getByTestId('ksqldb-table');
  }

  row(id: string) {
    return this.table.locator(`[data-testid="table-row"][data-row-id="${id}"]`);
  }

  tab(name: string) {
    return this.page.getByTestId(`tab-${name}`);
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('search-input').fill(text);
    await this.page.getByTestId('search-submit').click();
  }

  get execute() {
    return this.page.getByTestId('ksqldb-execute');
  }

  get cancel() {
    return this.page.getByTestId('ksqldb-cancel');
  }

  get placeholder() {
    return this.page.getByTestId('ksqldb-results-placeholder');
  }

  get results() {
    return this.page.getByTestId('ksqldb-results');
  }

  async fillSql(sql: string): Promise<void> {
    await fillCodeEditor(this.page, 'ksqldb-sql-editor', sql);
  }

  async fillProperties(text: string): Promise<void> {
    await fillCodeEditor(this.page, 'ksqldb-properties-editor', text);
  }
}
