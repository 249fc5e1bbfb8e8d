import type { Page } from 'playwright-core';
import { ConsolePage } from './console-page.ts';

/** Replaces the text of a lazily loaded CodeMirror editor (the code editor of forms). */
export async function fillCodeEditor(page: Page, testId: string, text: string): Promise<void> {
  const content = page.getByTestId(testId).locator('.cm-content');
  await content.waitFor();
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** `/ui/{cluster}/schema`, its create form and its details (spec §2.9). */
export class SchemaPages extends ConsolePage {
  async openList(clusterId: string, query = ''): Promise<void> {
    await this.open(`/ui/${clusterId}/schema${query}`);
    await this.table.waitFor();
  }

  get table() {
    return this.page.getByTestId('schema-table');
  }

  get rows() {
    return this.table.getByTestId('table-row');
  }

  row(subject: string) {
    return this.table.locator(`[data-testid="table-row"][data-row-id="${subject}"]`);
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('search-input').fill(text);
    await this.page.getByTestId('search-submit').click();
    await this.page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text);
  }

  async subjects(): Promise<string[]> {
    return (await this.rows.getByTestId('cell-subject').allInnerTexts()).map((t) => t.trim());
  }

  async fillForm(values: { subject?: string; schemaType?: string; compatibility?: string; schema: string }) {
    if (values.subject !== undefined) await this.page.getByTestId('schema-subject').fill(values.subject);
    if (values.compatibility) await this.choose('schema-compatibility', values.compatibility);
    if (values.schemaType) await this.choose('schema-type', values.schemaType);
    await fillCodeEditor(this.page, 'schema-editor', values.schema);
  }

  async choose(testId: string, option: string): Promise<void> {
    await this.page.getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  get submit() {
    return this.page.getByTestId('schema-submit');
  }

  tab(name: 'update' | 'versions') {
    return this.page.getByTestId(`tab-${name}`);
  }

  get versionRows() {
    return this.page.getByTestId('schema-versions-table').getByTestId('table-row');
  }
}
