import { ConsolePage } from '../pages/console-page.ts';

/** `/ui/{cluster}/cluster/{tab}`: the KRaft quorum and feature levels (issue 16). */
export class ClusterInfoPage extends ConsolePage {
  async openFor(clusterId: string, tab: 'quorum' | 'features' = 'quorum'): Promise<void> {
    await this.open(`/ui/${clusterId}/cluster/${tab}`);
    await this.table(tab).getByTestId('table-row').first().waitFor();
  }

  table(tab: 'quorum' | 'features') {
    return this.page.getByTestId(`${tab}-table`);
  }

  rows(tab: 'quorum' | 'features') {
    return this.table(tab).getByTestId('table-row');
  }

  row(tab: 'quorum' | 'features', id: string) {
    return this.table(tab).locator(`[data-testid="table-row"][data-row-id="${id}"]`);
  }

  /** Text of one column for every row, in display order. */
  async column(tab: 'quorum' | 'features', columnId: string): Promise<string[]> {
    return (await this.rows(tab).getByTestId(`cell-${columnId}`).allInnerTexts()).map((t) => t.trim());
  }

  get dialog() {
    return this.page.getByTestId('feature-dialog');
  }
}
