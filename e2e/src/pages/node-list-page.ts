import { ConsolePage } from './console-page.ts';

/** `/ui/{cluster}/node` (spec §2.6). */
export class NodeListPage extends ConsolePage {
  async openFor(clusterId: string): Promise<void> {
    await this.open(`/ui/${clusterId}/node`);
    await this.page.getByTestId('node-table').getByTestId('table-row').first().waitFor();
  }

  get rows() {
    return this.page.getByTestId('node-table').getByTestId('table-row');
  }

  /** Text of one column for every row, in display order. */
  async column(columnId: string): Promise<string[]> {
    return (await this.rows.getByTestId(`cell-${columnId}`).allInnerTexts()).map((t) => t.trim());
  }
}
