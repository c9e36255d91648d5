import type { Locator, Page } from '@playwright/test';

/** The body rows of a grid (antd's measure row left out). */
export const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody > tr.ant-table-row');

/** The GTIN of a row of the data quality item list (its first line). */
export async function gtinOf(row: Locator): Promise<string> {
  return (await row.locator('td').nth(2).innerText()).split('\n')[0]!.trim();
}

/** The item detail's side-by-side comparison. */
export const comparison = (page: Page) =>
  page.locator('table').filter({ has: page.getByRole('columnheader', { name: /Attribute/ }) });

/** A row of the comparison, by the start of its attribute's label. */
export const attributeRow = (page: Page, label: string) =>
  comparison(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
