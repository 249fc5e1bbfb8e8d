import type { Locator } from 'playwright-core';
import { ConsolePage } from './console-page.ts';
import { fillCodeEditor } from './schema-pages.ts';

/** `/ui/{cluster}/connect/{connectId}`, its create form and a definition's detail (spec §2.10). */
export class ConnectPages extends ConsolePage {
  async openList(clusterId: string, connectId: string, query = ''): Promise<void> {
    await this.open(`/ui/${clusterId}/connect/${connectId}${query}`);
    await this.table.waitFor();
  }

  get table() {
    return this.page.getByTestId('connect-table');
  }

  row(name: string) {
    return this.table.locator(`[data-testid="table-row"][data-row-id="${name}"]`);
  }

  async names(): Promise<string[]> {
    return (await this.table.getByTestId('table-row').getByTestId('cell-name').allInnerTexts()).map((t) =>
      t.trim(),
    );
  }

  /** Clicks a sortable column's header (ascending first, then descending). */
  async sortBy(column: string): Promise<void> {
    await this.table.getByTestId(`sort-${column}`).click();
  }

  async choosePlugin(label: RegExp): Promise<void> {
    await this.page.getByTestId('connect-plugin').click();
    await this.page.getByRole('option', { name: label }).click();
    await this.page.getByTestId('connect-form').waitFor();
  }

  field(name: string) {
    return this.page.getByTestId(`connect-field-${name}`);
  }

  /** The error text shown under a field (Mantine links it through aria-describedby). */
  async fieldError(name: string): Promise<string> {
    return this.errorOf(this.field(name));
  }

  async nameError(): Promise<string> {
    return this.errorOf(this.page.getByTestId('connect-name'));
  }

  private async errorOf(input: Locator): Promise<string> {
    const id = (await input.getAttribute('aria-describedby'))?.split(' ').find((i) => i.includes('error'));
    return id ? ((await this.page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
  }

  /** An object is sent as JSON; text as typed (to try what is not JSON). */
  async fillExtras(extras: Record<string, string> | string): Promise<void> {
    await fillCodeEditor(
      this.page,
      'connect-transforms',
      typeof extras === 'string' ? extras : JSON.stringify(extras),
    );
  }

  get submit() {
    return this.page.getByTestId('connect-submit');
  }

  get state() {
    return this.page.getByTestId('connector-state');
  }

  get taskRows() {
    return this.page.getByTestId('connect-tasks-table').getByTestId('table-row');
  }

  async confirm(action: 'pause' | 'resume' | 'restart' | 'delete'): Promise<string> {
    await this.page.getByTestId(`connect-${action}`).click();
    const message = (await this.page.getByTestId('confirm-message').textContent()) ?? '';
    await this.page.getByTestId('confirm-ok').click();
    return message;
  }
}
