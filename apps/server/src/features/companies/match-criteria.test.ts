import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CompanyMatchCriteria, MatchCriteria } from '@tradepool/domain';
import { DEMO_SUBSCRIBER_PROFILE } from '../../db/seed/demo-data.js';
import { MATCHING_JOB } from '../../jobs/job-names.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { matchOptionsOf } from '../data-quality/match-options.js';
import { DEFAULT_MATCH_OPTIONS } from '../matching/match-buyer-item.js';

let t: TestApp;
let east = 0;

const CRITERIA: MatchCriteria = {
  keys: ['GTIN', 'MPC', 'DESCRIPTION'],
  minimumScore: 85,
  candidates: 3,
  autoReview: 0,
  notes: 'Part numbers first.',
};

const url = () => `/mds/app/companies/${east}/matchcriteria`;
const post = async (payload: object, login = 'sub.admin') =>
  t.call<CompanyMatchCriteria>({ method: 'POST', url: url(), token: await t.signIn(login), payload });
const read = async (login = 'sub.admin') =>
  (await t.call<CompanyMatchCriteria>({ method: 'GET', url: url(), token: await t.signIn(login) })).body.data!
    .matchCriteria;
const queuedRuns = async () =>
  (
    await t.context.db
      .selectFrom('job')
      .select('id')
      .where('type', '=', MATCHING_JOB)
      .where('company_id', '=', east)
      .where('status', '=', 'queued')
      .execute()
  ).length;

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.context.db
    .selectFrom('company')
    .select('id')
    .where('bu_name', '=', 'East Region')
    .executeTakeFirstOrThrow();
  east = row.id;
  await t.context.db
    .insertInto('subscriber_item')
    .values(
      ['E-1', 'E-2'].map((code) => ({ company_id: east, product_code: code, last_updated: '2026-11-29T00:00:00Z' })),
    )
    .execute();
  await t.context.db.updateTable('subscriber_item').set({ match_dirty: 0 }).where('company_id', '=', east).execute();
});
afterAll(() => t.close());

describe('POST companies/{companyId}/matchcriteria', () => {
  it("lets the company's admin set the criteria, which read back as saved", async () => {
    const res = await post(CRITERIA);
    expect(res.status, res.body.error?.message).toBe(200);
    expect(res.body.data).toEqual({ companyId: east, matchCriteria: CRITERIA });
    expect(await read()).toEqual(CRITERIA);
    expect(await read('site.admin')).toEqual(CRITERIA);
  });

  it('marks every buyer item dirty and queues a matching run when the criteria change, not when they stay', async () => {
    await t.context.db.deleteFrom('job').where('type', '=', MATCHING_JOB).where('company_id', '=', east).execute();
    await t.context.db.updateTable('subscriber_item').set({ match_dirty: 0 }).where('company_id', '=', east).execute();
    expect((await post(CRITERIA)).status).toBe(200);
    expect(await queuedRuns()).toBe(0);
    expect((await post({ ...CRITERIA, candidates: 0 })).status).toBe(200);
    expect(await queuedRuns()).toBe(1);
    const dirty = await t.context.db
      .selectFrom('subscriber_item')
      .select('match_dirty')
      .where('company_id', '=', east)
      .execute();
    expect(dirty.map((r) => r.match_dirty)).toEqual([1, 1]);
  });

  it('queues the run as well when the site admin changes them with the rest of the company', async () => {
    await t.context.db.deleteFrom('job').where('type', '=', MATCHING_JOB).where('company_id', '=', east).execute();
    const token = await t.signIn('site.admin');
    const company = await t.call<Company>({
      method: 'POST',
      url: '/mds/app/companies/id',
      token,
      payload: { id: east },
    });
    const { companyId, name, buName } = company.body.data!;
    const saved = await t.call<Company>({
      method: 'POST',
      url: '/mds/app/companies/addUpdateCompany',
      token,
      payload: {
        companyId,
        name,
        buName,
        step: 'companyinformation',
        matchCriteria: { ...CRITERIA, minimumScore: 60 },
      },
    });
    expect(saved.status, saved.body.error?.message).toBe(200);
    expect(saved.body.data?.matchCriteria).toEqual({ ...CRITERIA, minimumScore: 60 });
    expect(await queuedRuns()).toBe(1);
  });

  it('reads criteria stored before candidates existed with 5 candidates', async () => {
    const { candidates: _, ...old } = CRITERIA;
    await t.context.db
      .updateTable('company')
      .set({ match_criteria: JSON.stringify(old) })
      .where('id', '=', east)
      .execute();
    expect(await read()).toEqual({ ...CRITERIA, candidates: 5 });
  });

  it('refuses a candidates count or a confidence out of range with a clear message', async () => {
    for (const candidates of [11, -1, 2.5, '3']) {
      const res = await post({ ...CRITERIA, candidates });
      expect(res.status, String(candidates)).toBe(400);
      expect(res.body.error?.message).toContain('Candidates must be a whole number from 0 to 10.');
    }
    const score = await post({ ...CRITERIA, minimumScore: 0 });
    expect(score.status).toBe(400);
    expect(score.body.error?.message).toContain('The confidence must be a whole number from 1 to 100.');
    expect((await post({ ...CRITERIA, keys: [] })).body.error?.message).toContain('Choose at least one match key.');
  });

  it("is the company's admins' alone: its other users get 403, another company's user finds nothing", async () => {
    await post(CRITERIA);
    for (const login of ['sub.readonly', 'sub.user']) {
      const res = await post({ ...CRITERIA, minimumScore: 10 }, login);
      expect(res.status, login).toBe(403);
    }
    const outsider = await post({ ...CRITERIA, minimumScore: 10 }, 'pub.admin');
    expect(outsider.status).toBe(404);
    expect(outsider.body.data).toBeNull();
    expect(await read()).toEqual(CRITERIA);
  });
});

describe('matchOptionsOf', () => {
  it("maps the criteria onto the engine's options, GTIN always a key", () => {
    expect(matchOptionsOf(null)).toBe(DEFAULT_MATCH_OPTIONS);
    expect(matchOptionsOf(CRITERIA)).toEqual({
      ...DEFAULT_MATCH_OPTIONS,
      confident: 85,
      maxPossible: 3,
      keys: ['GTIN', 'MPC', 'DESCRIPTION'],
    });
    expect(matchOptionsOf({ ...CRITERIA, keys: ['BRAND', 'PRODUCT_CODE'] }).keys).toEqual([
      'GTIN',
      'PRODUCT_CODE',
      'BRAND',
    ]);
  });

  it('lists a match the company asks to see alone even below the engine threshold', () => {
    const low = matchOptionsOf({ ...CRITERIA, minimumScore: 10 });
    expect(low.threshold).toBeLessThanOrEqual(10);
    expect(low.confident).toBe(10);
  });

  it('gives the demo buyer every key, and proposes alone from 80 %', () => {
    expect(matchOptionsOf(DEMO_SUBSCRIBER_PROFILE.matchCriteria as unknown as MatchCriteria)).toMatchObject({
      confident: 80,
      maxPossible: 5,
      keys: ['GTIN', 'PRODUCT_CODE', 'MPC', 'DESCRIPTION', 'BRAND', 'NET_CONTENT'],
    });
  });
});
