import { expect, test } from '@playwright/test';
import { shot, signIn, tokenFor } from './session.js';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Issue 17's Network partners screen: the site administrator reads the pool's own AS2 identity, adds a
 * partner pool with its certificate uploaded, edits and removes it; other administrators are not offered it.
 */
test('the site administrator keeps the partner pools and hands out the pool’s identity', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A certificate to upload: the pool's own serves (a partner's is as good for the screen).
  const token = await tokenFor(request, 'site.admin');
  const identity = (await (
    await request.get('/mds/app/network/identity', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { certificatePem: string; as2Id: string; endpointUrl: string } };

  await signIn(page, 'site.admin');
  await page.getByRole('menuitem', { name: 'Network partners' }).click();
  await expect(page.getByRole('heading', { name: 'Network partners' })).toBeVisible();
  await expect(page.getByText(identity.data.endpointUrl)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download certificate' }).click();
  expect((await download).suggestedFilename()).toBe(`${identity.data.as2Id}.pem`);

  await page.getByRole('button', { name: 'Add partner' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill('Pool B');
  await drawer.getByLabel('AS2 id').fill('0860000000024');
  await drawer.getByLabel('AS2 URL').fill('http://127.0.0.1:9/mds/app/gdsn/as2');
  await drawer.getByLabel('GLNs served').fill('0950000000015\n0950000000022, 0950000000014');
  await drawer.locator('input[type=file]').setInputFiles({
    name: 'pool-b.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(identity.data.certificatePem),
  });
  await expect(drawer.getByLabel('Certificate')).toHaveValue(/BEGIN CERTIFICATE/);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Not a GLN (13 digits with a valid check digit): 0950000000014')).toBeVisible();
  await drawer.getByLabel('GLNs served').fill('0950000000015\n0950000000022');
  await expect(drawer.getByText(/Not a GLN/)).toHaveCount(0);
  await shot(page, 'network-partner-drawer', { fullPage: false });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();

  const row = page.locator('.ant-table-tbody > tr.ant-table-row', { hasText: 'Pool B' });
  await expect(row).toContainText('0860000000024');
  await expect(row).toContainText('0950000000022');
  await expect(row).toContainText('None yet');
  await page.mouse.move(0, 0);
  await shot(page, 'network-partners');

  await row.getByRole('button', { name: 'Edit Pool B' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Pool Bravo');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const renamed = page.locator('.ant-table-tbody > tr.ant-table-row', { hasText: 'Pool Bravo' });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Remove Pool Bravo' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(renamed).toHaveCount(0);
});

test('other administrators are not offered the network', async ({ page }) => {
  await signIn(page, 'pub.admin');
  await expect(
    page
      .getByRole('menuitem', { name: 'Companies' })
      .or(page.getByRole('menuitem', { name: 'Home' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Network partners' })).toHaveCount(0);
});
