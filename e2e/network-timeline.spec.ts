import { expect, test, type Page } from '@playwright/test';
import type { Envelope, ItemTimeline, NetworkIdentity, Page as ResultPage, SupportResultRow } from '@tradepool/domain';
import { expectPath, shot, signIn, tokenFor, tokenOf } from './session.js';

test.use({ viewport: { width: 1440, height: 900 } });

const NORTHWIND_GLN = '0761305000019';
/** The demo's subscriber of another data pool (`DEMO_OUTSIDE_SUBSCRIBER`): its CINs wait queued. */
const OUTSIDE_GLN = '4000001000005';
const WORKFLOW = '/support/publisherworkflow';

const usDay = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

async function api<T>(page: Page, method: 'GET' | 'POST', url: string, token: string, data?: object): Promise<T> {
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as Envelope<T>;
  expect(response.status(), JSON.stringify(body.error)).toBe(200);
  return body.data!;
}

/** Opens the timeline of the Northwind item's publication to the outside subscriber, as support does. */
async function openTimeline(page: Page, gtin: string) {
  const form = page.getByRole('form', { name: 'Publisher workflow search' });
  await form.getByLabel('Publisher GLN').fill(NORTHWIND_GLN);
  await form.getByLabel('GTIN', { exact: true }).fill(gtin);
  await form.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Publications', { exact: true }).click();
  const row = page
    .locator('.ant-table-tbody > tr.ant-table-row')
    .filter({ hasText: gtin })
    .filter({ hasText: OUTSIDE_GLN });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Timeline' }).click();
  return page.getByRole('dialog', { name: /^Timeline/ });
}

test("support follows a CIN to another data pool: no partner yet, then the partner's hops", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'support.admin');
  await expectPath(page, WORKFLOW);
  const support = (await tokenOf(page))!;
  const today = new Date();
  const found = await api<ResultPage<SupportResultRow>>(
    page,
    'POST',
    '/mds/app/support/publisher/upload/publication/search',
    support,
    {
      publisherGln: NORTHWIND_GLN,
      subscriberGln: [OUTSIDE_GLN],
      fromDate: usDay(new Date(today.getTime() - 29 * 86_400_000)),
      toDate: usDay(today),
      rowCount: 100,
    },
  );
  const item = found.results.find((r) => r.subscriberGln === OUTSIDE_GLN && r.cinInstanceId);
  expect(item, 'a Northwind CIN queued for the subscriber of another data pool').toBeTruthy();

  let drawer = await openTimeline(page, item!.gtin);
  const diagnosis = drawer.getByRole('region', { name: 'Diagnosis' });
  await expect(diagnosis).toContainText(`no partner data pool serves GLN ${OUTSIDE_GLN}: add a partner profile`);
  await expect(drawer).not.toContainText('does not run');
  await shot(page, 'support-network-no-partner', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A site admin adds the partner pool serving that GLN; it is down, so the send is tried and fails.
  const admin = await tokenFor(page.request, 'site.admin');
  const identity = await api<NetworkIdentity>(page, 'GET', '/mds/app/network/identity', admin);
  await api(page, 'POST', '/mds/app/network/partners', admin, {
    name: 'Mercato Pool',
    as2Id: 'MERCATO-POOL',
    url: 'http://127.0.0.1:9/mds/app/gdsn/as2',
    certificatePem: identity.certificatePem,
    glns: [OUTSIDE_GLN],
  });
  await expect
    .poll(
      async () => {
        const timeline = await api<ItemTimeline>(
          page,
          'GET',
          `/mds/app/support/timeline/${item!.catalogItemId}`,
          support,
        );
        return timeline.steps.some((s) => s.subscriberGln === OUTSIDE_GLN && s.step === 'Sent');
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  drawer = await openTimeline(page, item!.gtin);
  await expect(drawer).toContainText('it goes to partner data pool Mercato Pool, which serves that GLN');
  await expect(drawer).toContainText(
    /Sending the CIN to partner data pool Mercato Pool failed \(attempt \d+, AS2 message id/,
  );
  await expect(drawer.locator('.ant-tag', { hasText: /^Sent$/ }).first()).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Diagnosis' })).toContainText(
    'is queued until it is sent to partner data pool Mercato Pool',
  );
  await shot(page, 'support-network-timeline', { fullPage: false });
});
