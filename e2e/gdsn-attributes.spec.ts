import { expect, test, type Locator, type Page } from '@playwright/test';
import { sampleReadyItem } from '@tradepool/domain';
import { bodyRows } from './dms-item-list.js';
import { expectPath, signIn, tokenFor } from './session.js';

/** GS1 mod-10 check digit, so the test can make GTINs the server accepts. */
function withCheckDigit(data: string): string {
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += Number(data[data.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return data + String((10 - (sum % 10)) % 10);
}

// Each run has its own database; the time stamp keeps the GTIN clear of the seeded catalog.
const serial = String(Date.now()).slice(-5);
const GTIN = withCheckDigit(`0076130588${serial.slice(0, 3)}`);
const DESCRIPTION = `Steel-cut oats 1 kg ${serial}`;
const ENGLISH = 'Whole grain oats (100%). May contain traces of gluten.';
const FRENCH = "Flocons d'avoine complète (100 %). Peut contenir des traces de gluten.";
const NORTHWIND = { name: 'Northwind Foods', gln: '0761305000019' };
/** sub.admin's company: it subscribes to all of Northwind's items, so a new GTIN reaches it. */
const HARBOR_EAST_GLN = '0843912000016';

/** Screens for the people who review them, beside the run's other output. */
const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';
const SCREEN = { width: 1440, height: 900 };

function option(page: Page, name: string | RegExp): Locator {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first();
}

/** Opens a select by its label, types to narrow a long list and picks; retried while the list flips into place. */
async function choose(page: Page, scope: Locator, label: string, name: string | RegExp, typed: string) {
  const box = scope.getByLabel(label, { exact: true });
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    await box.fill(typed);
    await option(page, name).click({ timeout: 3_000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The header of the module the ingredient statement belongs to. */
const INGREDIENT_MODULE = /^Food And Beverage Ingredient Module/;

/** antd names a button with its icon first ("cloud-upload Publish"); Unpublish is another button. */
const PUBLISH = /^([a-z-]+ )?Publish$/;

/** The ingredient module of a detail's GDSN attributes tab holds both statements, each after its language. */
async function expectIngredientStatements(page: Page, detail: Locator) {
  const header = detail.getByRole('button', { name: INGREDIENT_MODULE });
  await expect(header).toContainText('2 values');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  const module = detail
    .locator('.ant-collapse-item')
    .filter({ has: page.getByRole('button', { name: INGREDIENT_MODULE }) });
  await expect(module.getByText(ENGLISH)).toHaveText(`en${ENGLISH}`);
  await expect(module.getByText(FRENCH)).toHaveText(`fr${FRENCH}`);
  // The module's definition shows while the pointer rests on its header: off it, the shot shows the values.
  await page.mouse.move(0, 0);
  await module.getByText(FRENCH).scrollIntoViewIfNeeded();
}

/**
 * Issue 15's whole-item exchange: an attribute outside the spec's sections, typed in the browser, travels in
 * the CIN to the subscriber. The steps share the item and run in order.
 */
test.describe.serial('a GDSN attribute outside the sections, from the editor to the subscriber', () => {
  test('pub.admin types an ingredient statement in English and French in the GDSN attributes tab; the detail shows both', async ({
    page,
    request,
  }) => {
    // A loaded machine took 72 s of it on PostgreSQL.
    test.setTimeout(180_000);
    await page.setViewportSize(SCREEN);
    // Every required attribute through the API: the item turns Ready and can be validated, registered, published.
    const token = await tokenFor(request, 'pub.admin');
    const created = await request.post('/mds/app/catalogs', {
      headers: { authorization: `Bearer ${token}` },
      data: { attributes: sampleReadyItem(GTIN, { Descriptions1E: DESCRIPTION }) },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await signIn(page, 'pub.admin');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/catalog/0/-/${GTIN}`);
    await bodyRows(page).filter({ hasText: GTIN }).getByText(DESCRIPTION).click();
    const detail = page.getByRole('region', { name: 'Item detail' });
    await detail.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(editor.getByText('All 32 required attributes filled')).toBeVisible({ timeout: 15_000 });

    // The tab beside the sections: the tradeItem's own attributes first, what the sections show read-only.
    await editor.getByRole('tab', { name: 'GDSN attributes' }).click();
    await expect(editor.getByRole('button', { name: /^Trade Item \d+ values?$/ })).toBeVisible();
    await expect(editor.getByText(/Edit in the \w+ tab/).first()).toBeVisible();

    // The search finds the attribute by its name and opens its module, which the item does not use yet.
    const search = editor.getByRole('combobox', { name: 'Search GDSN attributes' });
    await search.fill('ingredientStatement');
    await option(page, /Ingredient Statement/).click();
    await expect(editor.getByRole('button', { name: INGREDIENT_MODULE })).toHaveAttribute('aria-expanded', 'true');

    await editor.getByLabel('Ingredient Statement', { exact: true }).fill(ENGLISH);
    await choose(page, editor, 'Ingredient Statement language', /English/, 'English');
    await editor.getByRole('button', { name: 'Add language' }).first().click();
    await editor.getByLabel('Ingredient Statement 2', { exact: true }).fill(FRENCH);
    await choose(page, editor, 'Ingredient Statement 2 language', /French/, 'French');
    await page.screenshot({ path: `${SHOTS}/gdsn-editor.png`, animations: 'disabled' });

    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Updated successfully')).toBeVisible({ timeout: 15_000 });
    await expect(editor.getByLabel('Ingredient Statement 2', { exact: true })).toHaveValue(FRENCH);
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toBeHidden();

    await detail.getByRole('tab', { name: 'GDSN attributes' }).click();
    await expectIngredientStatements(page, detail);
    await page.screenshot({ path: `${SHOTS}/gdsn-detail.png`, animations: 'disabled' });
  });

  test('pub.admin registers the item and publishes it to Harbor East in the wizard; the CIN is delivered', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(SCREEN);
    await signIn(page, 'pub.admin');
    await page.waitForURL((url) => url.pathname !== '/login');

    // The save sent the item back to the validation job: the register screen offers it once Validated.
    await page.goto('/registration/register');
    const keyword = page.getByLabel('Keyword');
    const tick = page.getByRole('checkbox', { name: `Select ${GTIN}` });
    await expect(async () => {
      await page.reload();
      await keyword.fill(GTIN);
      await keyword.press('Enter');
      await expect(tick).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000, intervals: [2_000] });
    await tick.check();
    await page.getByRole('button', { name: /Register$/ }).click();
    await expect(page.getByText('Successfully sent for Registration.').first()).toBeVisible();

    // The built-in Global Registry answers from a background job.
    await page.goto('/registration');
    const registration = bodyRows(page).filter({ hasText: GTIN });
    await expect(async () => {
      await page.reload();
      await keyword.fill(GTIN);
      await keyword.press('Enter');
      await expect(registration.getByText('Registered', { exact: true })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000, intervals: [2_000] });

    // The publish wizard: Harbor East, then the item.
    await page.goto('/publication');
    await page.getByRole('button', { name: PUBLISH }).click();
    await expectPath(page, '/publication/publish');
    await page.locator('.ant-transfer-section').first().getByText(HARBOR_EAST_GLN).click();
    await page.locator('.ant-transfer-actions button').first().click();
    await expect(page.locator('.ant-transfer-section').nth(1)).toContainText(HARBOR_EAST_GLN);
    await page.getByRole('button', { name: /Choose items$/ }).click();
    await expectPath(page, '/publication/publish/item');
    await keyword.fill(GTIN);
    await keyword.press('Enter');
    const publishable = page.getByRole('checkbox', { name: `Select ${GTIN}` }).first();
    await expect(publishable).toBeEnabled();
    await publishable.check();
    await page.getByRole('button', { name: PUBLISH }).click();
    await expectPath(page, '/publication');
    await expect(page.getByRole('status')).toHaveText('Successfully Published Selected Items');

    // The delivery job sends the CIN; the GTINs tab shows it delivered to Harbor East. The same keyword again
    // asks nothing new of the server: each look reloads the screen.
    const gtins = page.getByRole('tabpanel', { name: 'GTINs' });
    const published = bodyRows(gtins).filter({ hasText: GTIN }).first();
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'GTINs' }).click();
      await gtins.getByLabel('Keyword').fill(GTIN);
      await gtins.getByLabel('Keyword').press('Enter');
      await expect(published).toContainText('Harbor Foodservice', { timeout: 5_000 });
      await expect(published.getByText('Delivered').first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 120_000, intervals: [2_000] });
  });

  test('sub.admin reads both ingredient statements in the received item and in the CIN that carried them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SCREEN);
    await signIn(page, 'sub.admin');
    await expectPath(page, '/catalog/subscriber');

    await page.goto(`/catalog/subscriber/0/-/${GTIN}`);
    await bodyRows(page).filter({ hasText: GTIN }).getByText(DESCRIPTION).click();
    const detail = page.getByRole('region', { name: 'Item detail' });
    await expect(detail).toContainText(`${NORTHWIND.name} (${NORTHWIND.gln})`);
    await detail.getByRole('tab', { name: 'GDSN attributes' }).click();
    await expectIngredientStatements(page, detail);
    await page.screenshot({ path: `${SHOTS}/gdsn-subscriber-detail.png`, animations: 'disabled' });

    // The data quality list keeps each received item's CIN: the statements went with their language codes.
    await page.goto(`/dms/itemlist/${encodeURIComponent(NORTHWIND.name)}/${NORTHWIND.gln}/3/dms`);
    const find = page.getByLabel('Search the items');
    await find.fill(GTIN);
    await find.press('Enter');
    await page.getByRole('button', { name: `XML of ${GTIN}` }).click();
    const xml = page.getByLabel('Trade item XML');
    await expect(xml).toContainText(`<ingredientStatement languageCode="en">${ENGLISH}</ingredientStatement>`);
    // The CIN escapes the apostrophe, as XML may.
    const escaped = FRENCH.replaceAll("'", '&apos;');
    await expect(xml).toContainText(`<ingredientStatement languageCode="fr">${escaped}</ingredientStatement>`);
    // The box scrolls inside the popup: the shot shows the module's lines.
    await xml.evaluate((box) => {
      const line = (box.textContent ?? '').split('\n').findIndex((l) => l.includes('<ingredientStatement'));
      box.scrollTop = (line - 6) * parseFloat(getComputedStyle(box).lineHeight);
    });
    await page.screenshot({ path: `${SHOTS}/gdsn-subscriber-cin.png`, animations: 'disabled' });
  });
});
