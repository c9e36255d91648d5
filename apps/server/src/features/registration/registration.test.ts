import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_STATUS,
  MESSAGES,
  SERVER_ERRORS,
  UPLOAD_ERRORS,
  type Page,
  type RegisterResult,
  type RegistrationErrors,
  type RegistrationRow,
  type RegistrationTotals,
  type UploadFailure,
  type UploadResponse,
  type UploadSummary,
  type ItemAttributes,
} from '@tradepool/domain';
import type { Kysely } from 'kysely';
import { registryAnswersMigration } from '../../db/migrations/0007-registry-answers.js';
import { parseCin } from '../../gdsn/messages/cin.js';
import { buildCirr, buildCirrRejections, parseCirr, type CirrMessage } from '../../gdsn/messages/cirr.js';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { catalogItemAttributes, uniqueGtin } from '../../test/catalog-items.js';
import { filledTemplate } from '../../test/gtin-template.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('pub.admin');
});
afterAll(async () => t.close());

async function upload(content: Buffer | string, filename: string, as = token) {
  const { payload, headers } = multipartFile({ filename, content });
  return t.call<UploadResponse>({ method: 'POST', url: '/mds/app/gdsn/upload', payload, headers, token: as });
}

async function summary(uploadId: number) {
  const { body } = await t.call<UploadSummary>({ method: 'GET', url: `/mds/app/gdsn/upload/${uploadId}`, token });
  return body.data!;
}

const itemIdOf = async (gtin: string) =>
  await t.context.db
    .selectFrom('catalog_item')
    .select(['id', 'status', 'reg_status'])
    .where('gtin', '=', gtin)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();

describe('upload, validation and registration', () => {
  const good = [uniqueGtin(), uniqueGtin(), uniqueGtin()];
  const ruleFailing = uniqueGtin();
  const badValues = uniqueGtin();
  const notReadyBadValue = uniqueGtin();
  const badGtin = '00614141000011';
  let uploadId: number;

  it('takes the filled GTIN template and answers the item count', async () => {
    const file = await filledTemplate(t, token, [
      ...good.map((gtin) => catalogItemAttributes(gtin)),
      // Rule 201: gross weight below net weight fails GDSN validation (the row itself is well formed).
      catalogItemAttributes(ruleFailing, { Measure1E: { value: '0.5', unit: 'LBR' } }),
      catalogItemAttributes(badGtin),
      catalogItemAttributes(uniqueGtin(), { Coding1AD: 'NOT_A_UNIT' }),
      catalogItemAttributes(good[0]!),
      // Wrong optional values: the items are stored, and validation fails them with every reason.
      catalogItemAttributes(badValues, {
        Descriptions1G: 'xx',
        Nutrient1D: [
          { Nutrient1DA: 'VITC-', Nutrient1DB: '12', Nutrient1DD: 'MGM' },
          { Nutrient1DA: 'NOT-A-NUTRIENT', Nutrient1DB: '1', Nutrient1DD: 'GRM' },
        ],
        Measure1C: { value: 'two', unit: 'INH' },
      }),
      {
        Coding1A: notReadyBadValue,
        Coding1AF: '840',
        Coding1AD: 'BASE_UNIT_OR_EACH',
        Descriptions1E: 'Not ready, with a bad code',
        Packaging1A: 'ZZZ',
      },
    ]);
    const { status, body } = await upload(file, 'my items.xlsx');
    expect(status).toBe(200);
    expect(body.data!.files[0]).toEqual({ success: true, fileName: 'my items.xlsx', itemCount: 9 });
    uploadId = body.data!.uploadId!;
    expect((await summary(uploadId)).status).toBe('queued');
  });

  it('stores the good rows, reports each bad row with its row number, then validates', async () => {
    // The rows are read: the upload says it is validating, with its progress, until every item is judged.
    expect(await t.worker.runOnce()).toBe(true);
    expect(await summary(uploadId)).toMatchObject({ status: 'validating', storedCount: 6, itemsValidated: 0 });
    expect((await summary(uploadId)).pendingCount).toBeGreaterThan(0);
    await t.worker.drain();
    const done = await summary(uploadId);
    expect(done).toMatchObject({ status: 'done', itemCount: 9, itemsDone: 9, storedCount: 6, failureCount: 3 });
    expect(done).toMatchObject({ validatedCount: 3, failedCount: 3, pendingCount: 0, itemsValidated: 6 });

    const { body } = await t.call<UploadFailure[]>({
      method: 'GET',
      url: `/mds/app/gdsn/upload/${uploadId}/failures`,
      token,
    });
    const failures = body.data!;
    expect(failures.map((f) => f.rowNumber)).toEqual([7, 8, 9]);
    expect(failures[0]).toMatchObject({ gtin: badGtin, attribute: 'Coding1A' });
    expect(failures[0]!.reason).toContain('check digit');
    expect(failures[1]!.attribute).toBe('Coding1AD');
    expect(failures[2]!.reason).toContain('already in row 3');

    for (const gtin of good) expect((await itemIdOf(gtin)).status).toBe(CATALOG_STATUS.validated);
    const failed = await itemIdOf(ruleFailing);
    expect(failed.status).toBe(CATALOG_STATUS.failed);
    const errors = await t.call<RegistrationErrors>({
      method: 'GET',
      url: `/mds/app/gdsn/tradeitems/registration/${failed.id}/errors`,
      token,
    });
    expect(errors.body.data!.errors).toContainEqual(
      expect.objectContaining({ source: 'validation', ruleId: '201', rowNumber: 6 }),
    );
  });

  it('stores a row whose optional values are wrong, and fails it with every reason', async () => {
    const reasons = async (gtin: string) => {
      const item = await itemIdOf(gtin);
      expect(item.status).toBe(CATALOG_STATUS.failed);
      const { body } = await t.call<RegistrationErrors>({
        method: 'GET',
        url: `/mds/app/gdsn/tradeitems/registration/${item.id}/errors`,
        token,
      });
      return body.data!.errors.map((e) => [e.ruleId, e.attribute, e.message]);
    };
    const wrong = await reasons(badValues);
    expect(wrong).toContainEqual([null, 'Measure1C', 'Depth must be a number.']);
    expect(wrong).toContainEqual(['1407', 'Descriptions1G', expect.stringContaining('ISO 639')]);
    expect(wrong).toContainEqual(['541', 'Nutrient1DA', expect.stringContaining('NOT-A-NUTRIENT')]);
    expect(wrong.some(([, , message]) => String(message).includes('VITC-'))).toBe(false);
    // Not Ready as well: its code is checked, the rules that need a Ready item are not.
    expect(await reasons(notReadyBadValue)).toEqual([['542', 'Packaging1A', expect.stringContaining('ZZZ')]]);
  });

  it('offers the failure messages as a workbook', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/mds/app/gdsn/upload/${uploadId}/failures/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/_failure_messages\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Row', 'GTIN', 'Attribute', 'Reason']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([7, 8, 9]);
  });

  it('counts and lists the items by registration status', async () => {
    const totals = await t.call<RegistrationTotals>({
      method: 'GET',
      url: '/mds/app/gdsn/tradeitems/registration/totals',
      token,
    });
    expect(totals.body.data!.ready).toBeGreaterThanOrEqual(3);
    expect(totals.body.data!.rejected).toBeGreaterThanOrEqual(1);
    const ready = await t.call<Page<RegistrationRow>>({
      method: 'POST',
      url: '/mds/app/gdsn/tradeitems/registration',
      token,
      payload: { status: 1 },
    });
    expect(ready.body.data!.results.map((r) => r.gtin)).toEqual(expect.arrayContaining(good));
    const rejected = await t.call<Page<RegistrationRow>>({
      method: 'POST',
      url: '/mds/app/gdsn/tradeitems/registration',
      token,
      payload: { status: 4, sortBy: 'modifiedTime' },
    });
    const row = rejected.body.data!.results.find((r) => r.gtin === ruleFailing)!;
    expect(row.statusLabel).toBe('Failed');
    expect(row.totalCount).toBeGreaterThan(0);
  });

  it('refuses to register an item that is not Validated, and sends nothing', async () => {
    const ids = [(await itemIdOf(good[0]!)).id, (await itemIdOf(ruleFailing)).id];
    const { status, body } = await t.call({
      method: 'POST',
      url: '/mds/app/gdsn/tradeitems/registration/register',
      token,
      payload: { catalogItemIds: ids },
    });
    expect(status).toBe(400);
    expect(body.error!.message).toContain(ruleFailing);
    expect((await itemIdOf(good[0]!)).status).toBe(CATALOG_STATUS.validated);
  });

  it('registers through the Global Registry: RCI stored and valid, In Process, then Registered', async () => {
    const ids = await Promise.all(good.map(async (g) => (await itemIdOf(g)).id));
    const { status, body } = await t.call<RegisterResult>({
      method: 'POST',
      url: '/mds/app/gdsn/tradeitems/registration/register',
      token,
      payload: { catalogItemIds: ids },
    });
    expect(status).toBe(200);
    expect(body.data!.submitted).toBe(3);
    expect((await itemIdOf(good[0]!)).status).toBe(CATALOG_STATUS.inProcess);
    const rci = await t.context.db
      .selectFrom('gdsn_message')
      .select(['xml', 'status'])
      .where('catalog_item_id', '=', ids[0]!)
      .where('message_type', '=', 'RCI')
      .executeTakeFirstOrThrow();
    expect(rci.status).toBe('queued');
    const validity = await validateAgainstXsd(rci.xml, 'RegistryCatalogueItem');
    expect(validity.errors).toEqual([]);
    expect(validity.valid).toBe(true);

    await t.worker.drain();
    for (const gtin of good) {
      expect(await itemIdOf(gtin)).toMatchObject({ status: CATALOG_STATUS.validated, reg_status: 'Registered' });
    }
    const registered = await t.call<RegistrationTotals>({
      method: 'GET',
      url: '/mds/app/gdsn/tradeitems/registration/totals',
      token,
    });
    expect(registered.body.data!.registered).toBeGreaterThanOrEqual(3);
  });

  it('is rejected by the registry when another data pool holds the key, with the reason kept', async () => {
    const gtin = uniqueGtin();
    await t.context.db
      .insertInto('registry_item')
      .values({
        gtin,
        info_provider_gln: '0761305000019',
        target_market: '840',
        gpc_code: '10000025',
        source_data_pool: '0860000000093',
        source_item_ref: 'elsewhere-1',
        state: 'REGISTERED',
        registered_time: new Date().toISOString(),
        last_changed_time: new Date().toISOString(),
      })
      .execute();
    const file = await filledTemplate(t, token, [catalogItemAttributes(gtin)]);
    await upload(file, 'one.xlsx');
    await t.worker.drain();
    const { id } = await itemIdOf(gtin);
    await t.call({
      method: 'POST',
      url: '/mds/app/gdsn/tradeitems/registration/register',
      token,
      payload: { catalogItemIds: [id] },
    });
    await t.worker.drain();
    expect(await itemIdOf(gtin)).toMatchObject({ status: CATALOG_STATUS.failed, reg_status: 'Rejected' });
    const errors = await t.call<RegistrationErrors>({
      method: 'GET',
      url: `/mds/app/gdsn/tradeitems/registration/${id}/errors`,
      token,
    });
    expect(errors.body.data!.errors[0]).toMatchObject({ source: 'registry', ruleId: 'GR-DUPLICATE' });

    const download = await t.app.inject({
      method: 'POST',
      url: '/mds/app/catalogs/getCatalogFailedItems',
      headers: { authorization: `Bearer ${token}` },
      payload: { catalogItemIds: [id] },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/_catalog_failed\.xlsm/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const last = sheet.getRow(2).cellCount;
    expect(sheet.getRow(2).getCell(last).value).toBe('Errors');
    expect(String(sheet.getRow(3).getCell(last).value)).toContain('already registered');

    // Nothing ticked: every rejected item of the fix screen's search.
    const all = await t.app.inject({
      method: 'POST',
      url: '/mds/app/catalogs/getCatalogFailedItems',
      headers: { authorization: `Bearer ${token}` },
      payload: { search: { lastDays: 90 } },
    });
    expect(all.statusCode).toBe(200);
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const gtins: string[] = [];
    whole.worksheets[0]!.eachRow((row, n) => {
      if (n > 2) gtins.push(String(row.getCell(1).value));
    });
    expect(gtins).toContain(gtin);
    expect(gtins).toContain(ruleFailing);
  });

  it('a fixed and saved item can be registered again', async () => {
    const gtin = uniqueGtin();
    const file = await filledTemplate(t, token, [
      catalogItemAttributes(gtin, { Measure1E: { value: '0.5', unit: 'LBR' } }),
    ]);
    await upload(file, 'fix-me.xlsx');
    await t.worker.drain();
    const { id, status } = await itemIdOf(gtin);
    expect(status).toBe(CATALOG_STATUS.failed);
    const saved = await t.call({
      method: 'POST',
      url: '/mds/app/catalogs',
      token,
      payload: { catalogItemId: id, attributes: catalogItemAttributes(gtin) },
    });
    expect(saved.status).toBe(200);
    await t.worker.drain();
    expect((await itemIdOf(gtin)).status).toBe(CATALOG_STATUS.validated);
    const errors = await t.call<RegistrationErrors>({
      method: 'GET',
      url: `/mds/app/gdsn/tradeitems/registration/${id}/errors`,
      token,
    });
    expect(errors.body.data!.errors).toEqual([]);
  });
});

describe('registration across deletions and rejections', () => {
  const register = (ids: number[], as = token) =>
    t.call<RegisterResult>({
      method: 'POST',
      url: '/mds/app/gdsn/tradeitems/registration/register',
      token: as,
      payload: { catalogItemIds: ids },
    });

  /** Creates a Ready item through the API and lets validation run; answers its id. */
  async function createValidated(gtin: string, as = token, overrides: ItemAttributes = {}): Promise<number> {
    const saved = await t.call({
      method: 'POST',
      url: '/mds/app/catalogs',
      token: as,
      payload: { attributes: catalogItemAttributes(gtin, overrides) },
    });
    expect(saved.status).toBe(200);
    await t.worker.drain();
    const item = await itemIdOf(gtin);
    expect(item.status).toBe(CATALOG_STATUS.validated);
    return item.id;
  }

  const registryRow = (gtin: string) =>
    t.context.db.selectFrom('registry_item').selectAll().where('gtin', '=', gtin).executeTakeFirstOrThrow();

  it('is for GDSN users: a non-GDSN user is refused (403) and nothing goes to the registry', async () => {
    const gtin = uniqueGtin();
    const nonGdsn = await t.signIn('pub.nongdsn');
    const id = await createValidated(gtin, nonGdsn);
    const refused = await register([id], nonGdsn);
    expect(refused).toMatchObject({ status: 403, body: { error: { message: SERVER_ERRORS.gdsnUsersOnly } } });
    const sent = await t.context.db
      .selectFrom('gdsn_message')
      .select('id')
      .where('catalog_item_id', '=', id)
      .where('message_type', '=', 'RCI')
      .execute();
    expect(sent).toEqual([]);
    expect(await itemIdOf(gtin)).toMatchObject({ status: CATALOG_STATUS.validated, reg_status: null });
    expect((await register([id])).status).toBe(200);
  });

  it('registers an item deleted and created again: the registration follows the new item', async () => {
    const gtin = uniqueGtin();
    const first = await createValidated(gtin);
    expect((await register([first])).status).toBe(200);
    await t.worker.drain();
    expect(await itemIdOf(gtin)).toMatchObject({ id: first, reg_status: 'Registered' });
    const registeredAt = (await registryRow(gtin)).registered_time;

    const deleted = await t.call({ method: 'DELETE', url: `/mds/app/catalogs?Ids=${first}`, token });
    expect(deleted.status).toBe(200);
    const second = await createValidated(gtin);
    expect(second).not.toBe(first);
    expect((await register([second])).status).toBe(200);
    await t.worker.drain();

    expect(await itemIdOf(gtin)).toMatchObject({
      id: second,
      status: CATALOG_STATUS.validated,
      reg_status: 'Registered',
    });
    expect(await registryRow(gtin)).toMatchObject({ source_item_ref: String(second), registered_time: registeredAt });
    const errors = await t.call<RegistrationErrors>({
      method: 'GET',
      url: `/mds/app/gdsn/tradeitems/registration/${second}/errors`,
      token,
    });
    expect(errors.body.data!.errors).toEqual([]);
  });

  it("refuses to send an item whose key another company's active item holds, until that one is deleted", async () => {
    // Northwind's second GLN moves to Greenfield while Northwind still has a registered item under it.
    const gln = '0761305000026';
    const gtin = uniqueGtin();
    const northwindItem = await createValidated(gtin, token, { Parties1A: gln });
    await register([northwindItem]);
    await t.worker.drain();
    const greenfield = await t.context.db
      .selectFrom('company')
      .select('id')
      .where('name', '=', 'Greenfield Provisions')
      .executeTakeFirstOrThrow();
    const northwind = await t.context.db
      .selectFrom('company_gln')
      .select('company_id')
      .where('gln', '=', gln)
      .executeTakeFirstOrThrow();
    const moveGln = (companyId: number) =>
      t.context.db.updateTable('company_gln').set({ company_id: companyId }).where('gln', '=', gln).execute();
    await moveGln(greenfield.id);
    try {
      const greenfieldToken = await t.signIn('pubsub.admin');
      const save = await t.call({
        method: 'POST',
        url: '/mds/app/catalogs',
        token: greenfieldToken,
        payload: { attributes: catalogItemAttributes(gtin, { Parties1A: gln }) },
      });
      expect(save.status).toBe(200);
      await t.worker.drain();
      const greenfieldItem = await t.context.db
        .selectFrom('catalog_item')
        .select(['id', 'status'])
        .where('gtin', '=', gtin)
        .where('company_id', '=', greenfield.id)
        .executeTakeFirstOrThrow();
      expect(greenfieldItem.status).toBe(CATALOG_STATUS.validated);

      const refused = await register([greenfieldItem.id], greenfieldToken);
      expect(refused.status).toBe(400);
      expect(refused.body.error!.message).toContain(gtin);
      expect(refused.body.error!.message).toContain('another item already holds it');

      await t.call({ method: 'DELETE', url: `/mds/app/catalogs?Ids=${northwindItem}`, token });
      expect((await register([greenfieldItem.id], greenfieldToken)).status).toBe(200);
      await t.worker.drain();
      expect(await itemIdOf(gtin)).toMatchObject({ id: greenfieldItem.id, reg_status: 'Registered' });
      expect(await registryRow(gtin)).toMatchObject({ source_item_ref: String(greenfieldItem.id) });
    } finally {
      await moveGln(northwind.company_id);
    }
  });

  it('keeps a rejection as two messages, a CIRR and a GS1Response, each a valid document of its own', async () => {
    const gtin = uniqueGtin();
    const id = await createValidated(gtin);
    // A brick withdrawn from GPC after the item was validated: only the registry notices.
    await t.context.db.updateTable('catalog_item').set({ gpc_code: '12345678' }).where('id', '=', id).execute();
    await register([id]);
    await t.worker.drain();
    expect(await itemIdOf(gtin)).toMatchObject({ status: CATALOG_STATUS.failed, reg_status: 'Rejected' });

    const messages = await t.context.db
      .selectFrom('gdsn_message')
      .select(['message_type', 'direction', 'instance_id', 'correlation_id', 'xml', 'status'])
      .where('catalog_item_id', '=', id)
      .orderBy('id')
      .execute();
    expect(messages.map((m) => [m.message_type, m.direction, m.status])).toEqual([
      ['RCI', 'out', 'processed'],
      ['CIRR', 'in', 'processed'],
      ['GS1Response', 'in', 'processed'],
    ]);
    const [rci, cirr, response] = messages as [(typeof messages)[0], (typeof messages)[0], (typeof messages)[0]];
    expect(await validateAgainstXsd(cirr.xml, 'CatalogueItemRegistrationResponse')).toEqual({
      valid: true,
      errors: [],
    });
    expect(await validateAgainstXsd(response.xml, 'GS1Response')).toEqual({ valid: true, errors: [] });
    expect(cirr.correlation_id).toBe(rci.instance_id);
    expect(response.correlation_id).toBe(rci.instance_id);
    expect(parseCirr(cirr.xml)).toMatchObject({ instanceId: cirr.instance_id, correlationId: rci.instance_id });
    const reasons = parseGs1Response(response.xml);
    expect(reasons).toMatchObject({ instanceId: response.instance_id, correlationId: rci.instance_id });
    expect(reasons.transactions.flatMap((x) => x.errors.map((e) => e.code))).toEqual(['GR-UNKNOWN-GPC']);

    const errors = await t.call<RegistrationErrors>({
      method: 'GET',
      url: `/mds/app/gdsn/tradeitems/registration/${id}/errors`,
      token,
    });
    expect(errors.body.data!.errors).toEqual([
      expect.objectContaining({ source: 'registry', ruleId: 'GR-UNKNOWN-GPC' }),
    ]);
  });
});

describe('migration 0007: registry answers written before it', () => {
  it('splits a CIRR row holding its GS1Response too into two rows, once', async () => {
    const answer: CirrMessage = {
      instanceId: `CIRR-${uniqueGtin()}`,
      senderGln: '0614141999996',
      receiverGln: '0614141000012',
      createdAt: new Date('2026-01-15T10:31:00.000Z'),
      correlationId: `RCI-${uniqueGtin()}`,
      items: [
        {
          entityId: '42',
          gtin: uniqueGtin(),
          dataSource: '0761305000019',
          targetMarket: '840',
          status: 'REJECTED',
          registeredAt: new Date('2026-01-15T10:31:00.000Z'),
          lastChangedAt: new Date('2026-01-15T10:31:00.000Z'),
          errors: [{ code: 'GR-UNKNOWN-GPC', description: 'GPC brick 12345678 is not a GS1 GPC brick code.' }],
        },
      ],
    };
    const cirrXml = buildCirr(answer);
    const responseXml = buildCirrRejections(answer, `RESP-${answer.instanceId}`)!;
    const at = new Date().toISOString();
    await t.context.db
      .insertInto('gdsn_message')
      .values({
        company_id: null,
        catalog_item_id: null,
        message_type: 'CIRR',
        direction: 'in',
        instance_id: answer.instanceId,
        correlation_id: answer.correlationId,
        xml: `${cirrXml}\n${responseXml}`,
        status: 'processed',
        error: null,
        created_time: at,
        processed_time: at,
      })
      .execute();

    const migration = registryAnswersMigration();
    await migration.up(t.context.db as unknown as Kysely<unknown>);
    await migration.up(t.context.db as unknown as Kysely<unknown>);

    const rows = await t.context.db
      .selectFrom('gdsn_message')
      .select(['message_type', 'instance_id', 'correlation_id', 'xml', 'status', 'created_time'])
      .where('correlation_id', '=', answer.correlationId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.message_type, r.instance_id, r.status, r.created_time])).toEqual([
      ['CIRR', answer.instanceId, 'processed', at],
      ['GS1Response', `RESP-${answer.instanceId}`, 'processed', at],
    ]);
    expect(rows.map((r) => r.xml)).toEqual([cirrXml, responseXml]);
  });
});

describe('upload refusals', () => {
  it('refuses a file that is not the template, another type, and GS1 XML without the integration', async () => {
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').addRow(['GTIN', 'Name']);
    const notTemplate = await upload(Buffer.from(await other.xlsx.writeBuffer()), 'list.xlsx');
    expect(notTemplate.status).toBe(400);
    expect(notTemplate.body.error!.message).toBe(UPLOAD_ERRORS.notTemplate);
    const csv = await upload('gtin\n1', 'items.csv');
    expect(csv.body.error!.message).toBe(UPLOAD_ERRORS.fileType);
    const northwind = { name: 'Northwind Foods' };
    await t.context.db
      .updateTable('company')
      .set({ integ_inbound_xml: 0 })
      .where('name', '=', northwind.name)
      .execute();
    const xml = await upload('<x/>', 'items.xml');
    await t.context.db
      .updateTable('company')
      .set({ integ_inbound_xml: 1 })
      .where('name', '=', northwind.name)
      .execute();
    expect(xml.status).toBe(400);
    expect(xml.body.error!.message).toBe(UPLOAD_ERRORS.xmlNotEnabled);
    const empty = await upload(await filledTemplate(t, token, []), 'empty.xlsx');
    expect(empty.body.error!.message).toBe(UPLOAD_ERRORS.noItems);
    expect(MESSAGES.uploadFailed(empty.body.error!.message)).toBe(`Upload Items : Failed : ${UPLOAD_ERRORS.noItems}`);
  });

  it('answers 413 past the row limit and stores nothing', async () => {
    const small = await createTestApp({ uploadMaxRows: 2 });
    try {
      const smallToken = await small.signIn('pub.admin');
      const file = await filledTemplate(
        small,
        smallToken,
        [1, 2, 3].map(() => catalogItemAttributes(uniqueGtin())),
      );
      const { payload, headers } = multipartFile({ filename: 'big.xlsx', content: file });
      const response = await small.call({
        method: 'POST',
        url: '/mds/app/gdsn/upload',
        payload,
        headers,
        token: smallToken,
      });
      expect(response.status).toBe(413);
      expect(response.body.error!.message).toBe(UPLOAD_ERRORS.tooManyRows(2));
      const uploads = await small.context.db.selectFrom('catalog_upload').select('id').execute();
      expect(uploads).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('resumes after its committed cursor without writing a row twice', async () => {
    const gtins = [uniqueGtin(), uniqueGtin()];
    const file = await filledTemplate(
      t,
      token,
      gtins.map((g) => catalogItemAttributes(g)),
    );
    const { body } = await upload(file, 'resume.xlsx');
    const id = body.data!.uploadId!;
    // The process dies right after the first row's batch committed.
    const { processUpload } = await import('../catalog-upload/process-upload.js');
    const crash = async () => {
      throw new Error('crash');
    };
    await expect(processUpload(t.context.db, t.context.files, id, crash, 1)).rejects.toThrow('crash');
    expect(await summary(id)).toMatchObject({ status: 'processing', itemsDone: 1, storedCount: 1 });
    await t.worker.drain();
    expect(await summary(id)).toMatchObject({ status: 'done', itemsDone: 2, storedCount: 2 });
    const rows = await t.context.db.selectFrom('catalog_item').select('gtin').where('upload_id', '=', id).execute();
    expect(rows.map((r) => r.gtin).sort()).toEqual([...gtins].sort());
    const versions = await t.context.db
      .selectFrom('catalog_item_version')
      .innerJoin('catalog_item', 'catalog_item.id', 'catalog_item_version.catalog_item_id')
      .select('catalog_item_version.version')
      .where('catalog_item.upload_id', '=', id)
      .execute();
    expect(versions.map((v) => v.version)).toEqual([1, 1]);
  });
});

describe('GS1 XML upload', () => {
  const sampleXml = () =>
    import('node:fs/promises').then((fs) =>
      fs.readFile(new URL('../../gdsn/fixtures/CatalogueItemNotification.xml', import.meta.url), 'utf8'),
    );

  async function uploadCin(xml: string) {
    const { status, body } = await upload(xml, 'cin.xml');
    expect(status).toBe(200);
    expect(body.data!.files[0]!.itemCount).toBe(1);
    await t.worker.drain();
    return summary(body.data!.uploadId!);
  }

  const storedItem = (gtin: string) =>
    t.context.db
      .selectFrom('catalog_item')
      .select(['id', 'status', 'attributes', 'info_provider_gln'])
      .where('gtin', '=', gtin)
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();

  it("accepts GS1's sample CIN with Northwind as its information provider, with every attribute", async () => {
    // GS1's information provider GLN, 6612345678944, fails the GS1 check digit: as the key of a trade item it
    // keeps the item out (cin-intake.test.ts). As its manufacturer's GLN it is a value validation judges.
    const xml = (await sampleXml()).replace(
      /(<informationProviderOfTradeItem>\s*<gln>)6612345678944/,
      '$10761305000019',
    );
    const done = await uploadCin(xml);
    expect(done).toMatchObject({ status: 'done', storedCount: 1, failureCount: 0 });
    const item = await storedItem('00074562000525');
    expect(JSON.parse(item.attributes)).toEqual(parseCin(xml).documents[0]!.attributes);
    expect(JSON.parse(item.attributes)).toMatchObject({
      Nutrient1A: 'AS_DRAINED',
      Nutrient1D: expect.arrayContaining([
        expect.objectContaining({ Nutrient1DA: 'FAT', Nutrient1DB: '0.3', Nutrient1DD: 'GRM' }),
        expect.objectContaining({ Nutrient1DA: 'ENERC', Nutrient1DD: 'E14' }),
        expect.objectContaining({ Nutrient1DA: 'FIB-' }),
      ]),
    });
    expect(item.status).toBe(CATALOG_STATUS.failed);
    const { body } = await t.call<RegistrationErrors>({
      method: 'GET',
      url: `/mds/app/gdsn/tradeitems/registration/${item.id}/errors`,
      token,
    });
    const attributes = body.data!.errors.map((e) => e.attribute);
    expect(attributes).toContain('Parties1E');
    expect(attributes).not.toContain('Parties1A');
  });

  it('judges the sample as Northwind sent it by every GDSN rule, though it is Not Ready', async () => {
    const gtin = uniqueGtin();
    const xml = (await sampleXml()).replaceAll('6612345678944', '0761305000019').replaceAll('00074562000525', gtin);
    expect(await uploadCin(xml)).toMatchObject({ status: 'done', storedCount: 1, failureCount: 0 });
    const item = await storedItem(gtin);
    expect(item.status).toBe(CATALOG_STATUS.failed);
    const errors = await t.context.db
      .selectFrom('catalog_item_error')
      .select('rule_id')
      .where('catalog_item_id', '=', item.id)
      .execute();
    // What GS1's example leaves out: its gross weight (rule 549) and when it is available (rule 1004).
    expect(errors.map((e) => e.rule_id)).toEqual(['549', '1004']);
  });

  it('refuses an item whose GTIN is all zeros, and says why', async () => {
    const xml = (await sampleXml()).replaceAll('00074562000525', '00000000000000');
    const done = await uploadCin(xml);
    expect(done).toMatchObject({ status: 'done', storedCount: 0, failureCount: 1 });
    const failures = await t.call<UploadFailure[]>({
      method: 'GET',
      url: `/mds/app/gdsn/upload/${done.uploadId}/failures`,
      token,
    });
    // The key first, then every other problem of the row, so one correction fixes it.
    expect(failures.body.data!.map((f) => [f.rowNumber, f.attribute])).toEqual([
      [1, 'Coding1A'],
      [1, 'Parties1A'],
      [1, 'Parties1E'],
    ]);
    expect(failures.body.data![0]!.reason).toBe(
      '00000000000000 is not a valid GTIN: a GTIN of all zeros identifies nothing.',
    );
  });
});
