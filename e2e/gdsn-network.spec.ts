// Issue 17's proof: the GDSN network on one machine. A Global Registry process and two pools, each a process of
// its own on loopback: pool A (Tradepool's demo, SQLite) serves the supplier Northwind, pool B (the network
// demo's second pool, PostgreSQL) serves the buyer Mercato Retail. The human steps go through the screens, the
// rest through the APIs: the partners join over AS2, Northwind registers an item through the shared registry,
// Mercato subscribes to Northwind, Northwind publishes, the CIN reaches Mercato's catalog and is matched,
// Mercato's CICs come back, an RFCIN makes A send again, an unpublish withdraws the copy; then pool B is killed
// in the middle of a batch of 500 CINs and every CIN arrives once; an AS2 message taken off the wire opens with
// `openssl cms`, and a tampered one is refused with a negative MDN.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  call,
  eventually,
  kill,
  ready,
  restart,
  scratchDatabase,
  signInApi,
  startPool,
  startRegistry,
  stopAll,
  wireTap,
  type NetworkProcess,
} from './network-pools.js';
import { fillTemplate, realProductItems } from './real-products.js';
import { expectPath, shot, signIn } from './session.js';

const serverUrl = process.env.DATABASE_URL;
test.skip(!serverUrl, 'pool B and the registry keep their data in PostgreSQL');

const BASE_PORT = Number(process.env.E2E_PORT ?? 8181) + 200;
const POOL_A = { gln: '0860000000017', port: BASE_PORT, token: randomBytes(16).toString('hex') };
const POOL_B = { gln: '0860000000024', port: BASE_PORT + 1, token: randomBytes(16).toString('hex') };
const REGISTRY_PORT = BASE_PORT + 2;
/** Pool A reaches pool B's AS2 endpoint through this relay, which keeps what crosses the wire. */
const TAP_PORT = BASE_PORT + 3;
const NORTHWIND = { name: 'Northwind Foods', glns: ['0761305000019', '0761305000026'] };
const MERCATO = { name: 'Mercato Retail', gln: '4000001000005' };
const BATCH = 500;

/** antd names a button with an icon after the icon too ("cloud-upload Publish"). */
const button = (name: string) => new RegExp(`^([a-z-]+ )?${name}$`);
const bodyRows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');

/** The publish or unpublish wizard, opened at its subscriber step: Mercato, then the item, then the action. */
async function throughWizard(page: Page, action: 'publish' | 'unpublish', gtin: string): Promise<void> {
  await expectPath(page, `/publication/${action}`);
  await page.locator('.ant-transfer-section').first().getByText(MERCATO.gln).click();
  await page.locator('.ant-transfer-actions button').first().click();
  await page.getByRole('button', { name: button('Choose items') }).click();
  await expectPath(page, `/publication/${action}/item`);
  await page.locator('main').getByLabel('Keyword').fill(gtin);
  await page.locator('main').getByLabel('Keyword').press('Enter');
  await page
    .getByRole('checkbox', { name: `Select ${gtin}` })
    .first()
    .check();
  await page.getByRole('button', { name: button(action === 'publish' ? 'Publish' : 'Unpublish') }).click();
}

interface Identity {
  as2Id: string;
  gln: string;
  certificatePem: string;
  fingerprint: string;
  endpointUrl: string;
}

/** A publication to one subscriber, as the search answers it when asked for subscriber GLNs. */
interface PublishedRow {
  catalogItemId: number;
  gtin: string;
  subscriberGln: string;
  deliveryStatus: string;
  cicStatus: string | null;
}

async function pageAt(browser: Browser, pool: NetworkProcess, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: pool.origin, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, login);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

/** Northwind's publications to Mercato, as its publisher sees them in pool A, page by page. */
async function publishedToMercato(pool: NetworkProcess, token: string, keyword?: string): Promise<PublishedRow[]> {
  const rows: PublishedRow[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await call<{ totalRows: number; results: PublishedRow[] }>(
      pool,
      token,
      'POST',
      '/gdsn/publications/subscribers/items/published/search',
      { subscriberGln: [MERCATO.gln], lastDays: 0, rowCount: 500, pageNumber, ...(keyword ? { keyword } : {}) },
    );
    rows.push(...page.results);
    if (rows.length >= page.totalRows || page.results.length === 0) return rows;
  }
}

/** An RFCIN from Mercato's own system, through pool B's GS1 XML API, asking Northwind for one GTIN again. */
function rfcin(gtin: string): string {
  const id = `E2E-RFCIN-${Date.now()}`;
  const now = new Date().toISOString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<request_for_catalogue_item_notification:requestForCatalogueItemNotificationMessage xmlns:request_for_catalogue_item_notification="urn:gs1:gdsn:request_for_catalogue_item_notification:xsd:3" xmlns:sh="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader">
  <sh:StandardBusinessDocumentHeader>
    <sh:HeaderVersion>1.0</sh:HeaderVersion>
    <sh:Sender><sh:Identifier Authority="GS1">${MERCATO.gln}</sh:Identifier></sh:Sender>
    <sh:Receiver><sh:Identifier Authority="GS1">${POOL_B.gln}</sh:Identifier></sh:Receiver>
    <sh:DocumentIdentification>
      <sh:Standard>GS1</sh:Standard><sh:TypeVersion>3.1</sh:TypeVersion><sh:InstanceIdentifier>${id}</sh:InstanceIdentifier>
      <sh:Type>requestForCatalogueItemNotification</sh:Type><sh:CreationDateAndTime>${now}</sh:CreationDateAndTime>
    </sh:DocumentIdentification>
  </sh:StandardBusinessDocumentHeader>
  <transaction>
    <transactionIdentification><entityIdentification>${id}</entityIdentification><contentOwner><gln>${MERCATO.gln}</gln></contentOwner></transactionIdentification>
    <documentCommand>
      <documentCommandHeader type="ADD"><documentCommandIdentification><entityIdentification>${id}</entityIdentification><contentOwner><gln>${MERCATO.gln}</gln></contentOwner></documentCommandIdentification></documentCommandHeader>
      <request_for_catalogue_item_notification:requestForCatalogueItemNotification>
        <creationDateTime>${now}</creationDateTime>
        <documentStatusCode>ORIGINAL</documentStatusCode>
        <catalogueItemSubscriptionIdentification><entityIdentification>${id}</entityIdentification><contentOwner><gln>${MERCATO.gln}</gln></contentOwner></catalogueItemSubscriptionIdentification>
        <dataRecipient>${MERCATO.gln}</dataRecipient>
        <dataSource>${NORTHWIND.glns[0]}</dataSource>
        <gtin>${gtin}</gtin>
        <recipientDataPool>${POOL_B.gln}</recipientDataPool>
        <targetMarket><targetMarketCountryCode>840</targetMarketCountryCode></targetMarket>
        <isReload>false</isReload>
      </request_for_catalogue_item_notification:requestForCatalogueItemNotification>
    </documentCommand>
  </transaction>
</request_for_catalogue_item_notification:requestForCatalogueItemNotificationMessage>`;
}

test('a supplier in pool A and a buyer in pool B synchronise through a shared Global Registry over AS2', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const out = test.info().outputPath();
  const registryDb = await scratchDatabase(serverUrl!, 'registry');
  const poolBDb = await scratchDatabase(serverUrl!, 'poolb');
  const sqlB = new pg.Pool({ connectionString: poolBDb.url, max: 2 });
  const registry = startRegistry({
    port: REGISTRY_PORT,
    databaseUrl: registryDb.url,
    pools: [
      { gln: POOL_A.gln, url: `http://127.0.0.1:${POOL_A.port}`, token: POOL_A.token },
      { gln: POOL_B.gln, url: `http://127.0.0.1:${POOL_B.port}`, token: POOL_B.token },
    ],
  });
  const registryUrl = `http://127.0.0.1:${REGISTRY_PORT}`;
  const poolA = startPool({
    name: 'pool-a',
    port: POOL_A.port,
    gln: POOL_A.gln,
    databaseUrl: null,
    demoDataSet: 'tradepool',
    registryUrl,
    registryToken: POOL_A.token,
    extraEnv: { REGISTRY_RESPONSE_DELAY_MS: '0' },
  });
  const poolB = startPool({
    name: 'pool-b',
    port: POOL_B.port,
    gln: POOL_B.gln,
    databaseUrl: poolBDb.url,
    demoDataSet: 'mercato',
    registryUrl,
    registryToken: POOL_B.token,
    // Killed mid-batch below: a job it held is taken up again after this (production: 60 s).
    extraEnv: { JOB_LOCK_MS: '3000' },
  });
  const tap = wireTap(TAP_PORT, poolB.origin);
  const processes = [registry, poolA, poolB];
  try {
    await Promise.all(processes.map(ready));

    // Each site admin hands the other pool its identity card; pool B's admin enters pool A on its screen.
    const adminA = await signInApi(poolA, 'site.admin');
    const adminB = await signInApi(poolB, 'site.admin');
    const identityA = await call<Identity>(poolA, adminA, 'GET', '/network/identity');
    const identityB = await call<Identity>(poolB, adminB, 'GET', '/network/identity');
    expect(identityA).toMatchObject({ gln: POOL_A.gln, as2Id: POOL_A.gln });
    const certificateA = path.join(out, 'pool-a.crt');
    fs.writeFileSync(certificateA, identityA.certificatePem);
    const siteAdminB = await pageAt(browser, poolB, 'site.admin');
    await siteAdminB.goto('/admin/network');
    await expect(siteAdminB.getByText(identityB.fingerprint)).toBeVisible();
    await siteAdminB.getByRole('button', { name: button('Add partner') }).click();
    const drawer = siteAdminB.getByRole('dialog');
    await drawer.getByLabel('Name').fill('Tradepool');
    await drawer.getByLabel('AS2 id').fill(identityA.as2Id);
    await drawer.getByLabel('AS2 URL').fill(identityA.endpointUrl);
    await drawer.getByLabel('Certificate', { exact: true }).fill(identityA.certificatePem);
    await drawer.getByLabel('GLNs served').fill([POOL_A.gln, ...NORTHWIND.glns].join('\n'));
    await drawer.getByRole('button', { name: button('Save') }).click();
    await expect(bodyRows(siteAdminB).filter({ hasText: 'Tradepool' })).toContainText(
      identityA.fingerprint.slice(0, 11),
    );
    await shot(siteAdminB, 'network-pool-b-partners');
    await call(poolA, adminA, 'POST', '/network/partners', {
      name: 'Mercato pool',
      as2Id: identityB.as2Id,
      url: `http://127.0.0.1:${TAP_PORT}/mds/app/gdsn/as2`,
      certificatePem: identityB.certificatePem,
      glns: [POOL_B.gln, MERCATO.gln],
    });

    // Northwind's CINs that waited for Mercato's pool (the demo's) go out once the partner is known.
    const mercatoCompany = await sqlB.query<{ id: number }>(`select company_id as id from company_gln where gln = $1`, [
      MERCATO.gln,
    ]);
    const mercatoId = mercatoCompany.rows[0]!.id;
    await eventually(async () => {
      const { rows } = await sqlB.query<{ n: string }>(
        `select count(*) as n from received_item where company_id = $1 and withdrawn = 0`,
        [mercatoId],
      );
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    });

    // 1. The supplier registers an item through the shared registry.
    const supplier = await pageAt(browser, poolA, 'pub.admin');
    const publisherToken = await signInApi(poolA, 'pub.admin');
    await supplier.goto('/registration/register');
    const firstRow = bodyRows(supplier).first();
    await expect(firstRow).toBeVisible();
    const gtin = /\d{14}/.exec(await firstRow.innerText())![0];
    await firstRow.getByRole('checkbox').check();
    await supplier.getByRole('button', { name: button('Register') }).click();
    await expect(supplier.getByText('Successfully sent for Registration.').first()).toBeVisible();
    await eventually(async () => {
      const response = await fetch(`${registry.base}/items?gtin=${gtin}`, {
        headers: { authorization: `Bearer ${POOL_A.token}` },
      });
      const items = ((await response.json()) as { data: { sourceDataPool: string; informationProvider: string }[] })
        .data;
      expect(items).toEqual([expect.objectContaining({ sourceDataPool: POOL_A.gln })]);
    });

    // 2. The buyer in pool B subscribes to Northwind, a publisher it finds through the registry.
    const buyer = await pageAt(browser, poolB, 'mercato.admin');
    await buyer.goto('/subscription');
    await buyer.getByRole('button', { name: button('Create subscription') }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Create subscription' });
    await dialog.getByLabel('Publisher GLN').fill('0761305');
    await buyer
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: NORTHWIND.glns[0] })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(buyer.getByRole('dialog').filter({ hasText: 'Subscription created successfully.' })).toBeVisible();
    await eventually(async () => {
      const subscribers = await call<{ gln: string }[]>(poolA, publisherToken, 'GET', '/gdsn/publications/subscribers');
      expect(subscribers.map((s) => s.gln)).toContain(MERCATO.gln);
    });

    // 3. The supplier publishes the registered item to Mercato in the publish wizard.
    await supplier.goto('/publication/publish');
    await supplier.getByRole('tab', { name: 'Choose Existing' }).click();
    await throughWizard(supplier, 'publish', gtin);
    await expect(supplier.getByRole('status')).toHaveText('Successfully Published Selected Items');

    // 4. The CIN reaches Mercato's subscriber catalog in pool B, and its matching finds the buyer's item.
    await eventually(async () => {
      await buyer.goto('/catalog/subscriber');
      await expect(bodyRows(buyer).filter({ hasText: gtin })).toHaveCount(1, { timeout: 5_000 });
    });
    await shot(buyer, 'network-pool-b-catalog');
    await eventually(async () => {
      const { rows } = await sqlB.query<{ matched: number; possible: number }>(
        `select matched_count as matched, possible_count as possible from received_item where company_id = $1 and gtin = $2`,
        [mercatoId, gtin],
      );
      expect(rows[0]!.matched + rows[0]!.possible).toBeGreaterThan(0);
    });
    await eventually(async () =>
      expect((await publishedToMercato(poolA, publisherToken, gtin))[0]?.deliveryStatus).toBe('delivered'),
    );

    // 5. The buyer reviews it with a code, then synchronises it, on its data quality screen; each CIC reaches the
    // supplier in pool A.
    const [copy] = (
      await sqlB.query<{ matched: number }>(
        `select matched_count as matched from received_item where company_id = $1 and gtin = $2`,
        [mercatoId, gtin],
      )
    ).rows;
    const northwindItems = (view: number) => `/dms/itemlist/-/${NORTHWIND.glns[0]}/${view}/dms`;
    const tick = async (view: number) => {
      await eventually(async () => {
        await buyer.goto(northwindItems(view));
        await buyer.getByRole('checkbox', { name: `Select ${gtin}` }).check({ timeout: 5_000 });
      });
    };
    await tick(4);
    await buyer.getByRole('button', { name: 'Review' }).click();
    const review = buyer.getByRole('dialog', { name: 'Review 1 item' });
    await review.getByLabel('CIC status code').fill('CIC100');
    await buyer.keyboard.press('Enter');
    await shot(buyer, 'network-pool-b-review', { fullPage: false });
    await review.getByRole('button', { name: 'Send Review' }).click();
    await expect(buyer.getByText('1 CIC were updated to the CIC status REVIEW')).toBeVisible();
    await eventually(async () =>
      expect((await publishedToMercato(poolA, publisherToken, gtin))[0]?.cicStatus).toBe('REVIEW'),
    );
    await tick(copy!.matched > 0 ? 1 : 2);
    await buyer.getByRole('button', { name: 'Synchronise' }).click();
    await expect(buyer.getByText('1 item has been synchronised successfully.')).toBeVisible();
    await eventually(async () =>
      expect((await publishedToMercato(poolA, publisherToken, gtin))[0]?.cicStatus).toBe('SYNCHRONISED'),
    );
    await supplier.goto('/publication');
    await shot(supplier, 'network-pool-a-publication');

    // 6. An RFCIN from Mercato's system makes pool A send the CIN again.
    const buyerToken = await signInApi(poolB, 'mercato.admin');
    const cinsOf = async () =>
      Number(
        (
          await sqlB.query<{ n: string }>(
            `select count(*) as n from gdsn_message where company_id = $1 and message_type = 'CIN' and direction = 'in' and xml like $2`,
            [mercatoId, `%${gtin}%`],
          )
        ).rows[0]!.n,
      );
    const cinsBefore = await cinsOf();
    const rfcinAnswer = await fetch(`${poolB.base}/gdsn/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyerToken}`, 'content-type': 'application/xml' },
      body: rfcin(gtin),
    });
    expect(await rfcinAnswer.text()).toContain('ACCEPTED');
    await eventually(async () => expect(await cinsOf()).toBeGreaterThan(cinsBefore));

    // 7. The supplier unpublishes it in the unpublish wizard: pool B gets the CIHW and withdraws Mercato's copy.
    await supplier.goto('/publication');
    await supplier.getByRole('button', { name: button('Unpublish') }).click();
    await throughWizard(supplier, 'unpublish', gtin);
    await expect(supplier.getByRole('status')).toHaveText('Successfully unPublished Selected Items');
    await eventually(async () => {
      const { rows } = await sqlB.query<{ withdrawn: number }>(
        `select withdrawn from received_item where company_id = $1 and gtin = $2`,
        [mercatoId, gtin],
      );
      expect(rows[0]!.withdrawn).toBe(1);
    });

    // 8. A batch of 500 CINs, pool B killed in the middle of it and started again: each arrives once. Northwind
    // loads real products from the GTIN template, registers what validated and publishes 500 tops to Mercato.
    const template = path.join(out, 'template.xlsx');
    const templateAnswer = await fetch(`${poolA.base}/gdsn/download/template`, {
      headers: { authorization: `Bearer ${publisherToken}` },
    });
    fs.writeFileSync(template, Buffer.from(await templateAnswer.arrayBuffer()));
    const filled = path.join(out, 'real-products.xlsx');
    await fillTemplate(template, realProductItems(800, 0), filled);
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(filled)]), 'real-products.xlsx');
    const { uploadId } = await call<{ uploadId: number }>(poolA, publisherToken, 'POST', '/gdsn/upload', form);
    await eventually(
      async () => {
        const upload = await call<{ status: string; pendingCount: number }>(
          poolA,
          publisherToken,
          'GET',
          `/gdsn/upload/${uploadId}`,
        );
        expect(upload).toMatchObject({ status: 'done', pendingCount: 0 });
      },
      300_000,
      1_000,
    );
    const sqlA = new Database(path.join(poolA.dataDir, 'tradepool.db'), { readonly: true, fileMustExist: true });
    const validated = sqlA
      .prepare(
        `select id from catalog_item where status = 5 and reg_status is null and deleted = 0 and info_provider_gln = ?`,
      )
      .all(NORTHWIND.glns[0]) as { id: number }[];
    await call(poolA, publisherToken, 'POST', '/gdsn/tradeitems/registration/register', {
      catalogItemIds: validated.map((r) => r.id),
    });
    const tops = () =>
      sqlA
        .prepare(
          `select c.id, c.gtin from catalog_item c
            where c.info_provider_gln = ? and c.deleted = 0 and c.reg_status = 'Registered'
              and not exists (select 1 from catalog_item_link l where l.child_id = c.id)
              and not exists (select 1 from publication p where p.catalog_item_id = c.id and p.subscriber_gln = ?)
            order by c.id`,
        )
        .all(NORTHWIND.glns[0], MERCATO.gln) as { id: number; gtin: string }[];
    await eventually(async () => expect(tops().length).toBeGreaterThanOrEqual(BATCH), 300_000, 2_000);
    const batch = tops().slice(0, BATCH);
    sqlA.close();
    const lastCin = Number(
      (await sqlB.query<{ id: string | null }>(`select max(id) as id from gdsn_message`)).rows[0]!.id ?? 0,
    );
    const batchCins = async () =>
      (
        await sqlB.query<{ n: string; distinct: string }>(
          `select count(*) as n, count(distinct instance_id) as distinct from gdsn_message
            where id > $1 and company_id = $2 and message_type = 'CIN' and direction = 'in'`,
          [lastCin, mercatoId],
        )
      ).rows[0]!;
    await call(poolA, publisherToken, 'POST', '/gdsn/publications/subscribers/publish', {
      catalogItemId: batch.map((r) => r.id),
      gln: [MERCATO.gln],
    });
    await eventually(async () => expect(Number((await batchCins()).n)).toBeGreaterThan(BATCH / 5), 300_000, 100);
    await kill(poolB);
    restart(poolB);
    await ready(poolB);
    // Every CIN of the batch arrives, and pool B has nothing left to process: then none came twice.
    await eventually(
      async () => {
        expect(Number((await batchCins()).n)).toBeGreaterThanOrEqual(BATCH);
        const { rows } = await sqlB.query<{ n: string }>(
          `select count(*) as n from network_inbound where status = 'received'`,
        );
        expect(Number(rows[0]!.n)).toBe(0);
      },
      600_000,
      2_000,
    );
    expect(await batchCins(), 'each CIN of the batch stored once in pool B').toEqual({
      n: String(BATCH),
      distinct: String(BATCH),
    });
    const { rows: copies } = await sqlB.query<{ n: string }>(
      `select count(distinct gtin) as n from received_item where company_id = $1 and withdrawn = 0 and gtin = any($2)`,
      [mercatoId, batch.map((r) => r.gtin)],
    );
    expect(Number(copies[0]!.n)).toBe(BATCH);

    // 9. An AS2 message from the wire opens with openssl against the partners' certificates; a tampered one is
    // refused with a negative MDN.
    const message = tap.captured.find((c) => c.headers['content-type']?.includes('pkcs7-mime'))!;
    expect(message).toBeDefined();
    const { rows: keys } = await sqlB.query<{ private_key_pem: string; certificate_pem: string }>(
      `select private_key_pem, certificate_pem from network_identity`,
    );
    const keyB = path.join(out, 'pool-b.key');
    const certificateB = path.join(out, 'pool-b.crt');
    fs.writeFileSync(keyB, keys[0]!.private_key_pem);
    fs.writeFileSync(certificateB, keys[0]!.certificate_pem);
    const wire = path.join(out, 'as2-message.bin');
    fs.writeFileSync(wire, message.body);
    const signed = execFileSync('openssl', [
      'cms',
      '-decrypt',
      '-inform',
      'DER',
      '-in',
      wire,
      '-recip',
      certificateB,
      '-inkey',
      keyB,
    ]);
    const signedFile = path.join(out, 'as2-signed.eml');
    fs.writeFileSync(signedFile, signed);
    const entity = execFileSync('openssl', ['cms', '-verify', '-in', signedFile, '-CAfile', certificateA]).toString();
    // The signed entity is a MIME part: its headers, a blank line, the GS1 XML in base64.
    expect(entity).toMatch(/^Content-Type: application\/xml/);
    const payload = Buffer.from(entity.split(/\r?\n\r?\n/)[1]!, 'base64').toString('utf8');
    expect(payload).toMatch(/^<\?xml[^>]*>\s*<catalogue_item_notification:catalogueItemNotificationMessage/);
    const tampered = Buffer.from(message.body);
    tampered[Math.floor(tampered.length / 2)]! ^= 0xff;
    const refused = await fetch(`${poolB.base}/gdsn/as2`, {
      method: 'POST',
      headers: { ...message.headers, 'message-id': `<tampered-${Date.now()}@e2e>` },
      body: tampered,
    });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toMatch(/processed\/error: (decryption-failed|integrity-check-failed)/);
  } finally {
    for (const p of processes) {
      const log = path.join(p.dataDir, `${p.name}.log`);
      if (fs.existsSync(log)) fs.copyFileSync(log, path.join(out, `${p.name}.log`));
    }
    await tap.close();
    await sqlB.end();
    await stopAll(processes);
    await registryDb.drop();
    await poolBDb.drop();
  }
});
