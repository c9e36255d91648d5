import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGtin, type UploadFailure, type UploadResponse, type UploadSummary } from '@tradepool/domain';
import { filledTemplate } from '../../test/gtin-template.js';
import { multipartFile } from '../../test/multipart.js';
import { holdoutProducts, supplierRow } from '../../test/supplier-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('pub.admin');
});
afterAll(async () => t.close());

/**
 * 200 real food products (Open Food Facts: names in French, German, Latin …, every nutrient in GS1 codes
 * such as VITC-, FIB- and SALTEQ), typed into the GTIN template as a supplier would, none of them in the
 * demo catalog.
 */
describe('200 real products through the GTIN template', () => {
  const products = holdoutProducts(200);
  const identifiable = products.filter((p) => parseGtin(p.code).ok && (p.product_name ?? '').trim() !== '');

  it('stores every product that is valid GS1, and says why each other one is not', async () => {
    const file = await filledTemplate(t, token, products.map(supplierRow));
    const { payload, headers } = multipartFile({ filename: 'real products.xlsx', content: file });
    const { body } = await t.call<UploadResponse>({
      method: 'POST',
      url: '/mds/app/gdsn/upload',
      payload,
      headers,
      token,
    });
    const uploadId = body.data!.uploadId!;
    await t.worker.drain();

    const done = (await t.call<UploadSummary>({ method: 'GET', url: `/mds/app/gdsn/upload/${uploadId}`, token })).body
      .data!;
    expect(done).toMatchObject({ status: 'done', itemCount: 200, storedCount: identifiable.length });
    expect(identifiable.length).toBeGreaterThan(190);

    const failures = (
      await t.call<UploadFailure[]>({ method: 'GET', url: `/mds/app/gdsn/upload/${uploadId}/failures`, token })
    ).body.data!;
    expect(new Set(failures.map((f) => f.attribute))).toEqual(new Set(['Coding1A', 'Descriptions1E']));
    expect(failures).toHaveLength(products.length - identifiable.length);

    // No stored product fails for a code: every nutrient, language and allergen it uses is an official GS1 code.
    const codeErrors = await t.context.db
      .selectFrom('catalog_item_error as e')
      .innerJoin('catalog_item as i', 'i.id', 'e.catalog_item_id')
      .select(['e.rule_id', 'e.message'])
      .where('i.upload_id', '=', uploadId)
      .where('e.rule_id', 'in', ['541', '542', '1380', '1407'])
      .execute();
    expect(codeErrors).toEqual([]);
  });

  it('keeps each nutrient quantity with its unit, the kilocalories a row left without one included', async () => {
    const stored = await t.context.db
      .selectFrom('catalog_item')
      .select(['gtin', 'attributes'])
      .where(
        'gtin',
        'in',
        identifiable.flatMap((p) => {
          const gtin = parseGtin(p.code);
          return gtin.ok ? [gtin.gtin] : [];
        }),
      )
      .execute();
    expect(stored).toHaveLength(identifiable.length);
    const rows = stored.flatMap((s) => (JSON.parse(s.attributes).Nutrient1D ?? []) as Record<string, string>[]);
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) expect(row.Nutrient1DD, JSON.stringify(row)).toMatch(/^(GRM|KJO|E14)$/);
    expect(rows.filter((r) => r.Nutrient1DA === 'VITC-').length).toBeGreaterThan(50);
  });
});
