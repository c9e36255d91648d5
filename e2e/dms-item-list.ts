import type { Locator, Page } from '@playwright/test';

/** The body rows of a grid (antd's measure row left out). */
export const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody > tr.ant-table-row');

/** The GTIN of a row of the data quality item list (its first line). */
export async function gtinOf(row: Locator): Promise<string> {
  return (await row.locator('td').nth(2).innerText()).split('\n')[0]!.trim();
}
