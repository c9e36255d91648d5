import {
  type CompanyMatchCriteria,
  type CompanyOutputProfile,
  BILLING_COPY,
  companyContactSchema,
  COMPANY_STATUS,
  COMPANY_STATUS_LABELS,
  COMPANY_WIZARD_STEPS,
  GLN_LENGTH,
  INDUSTRY_SEGMENTS,
  INTEGRATION_FLAGS,
  isValidGln,
  parseMatchCriteria,
  parseStoredSetting,
  outputProfileSchema,
  parseGtin,
  SERVER_ERRORS,
  SUPPORT_COMPANY_ID,
  type Company,
  type CompanyContact,
  type CompanyInputParsed,
  type CompanyListRow,
  type CompanyPartner,
  type CompanySuggestion,
  type CompanyWizardStep,
  type companySearchSchema,
  type IntegrationFlag,
  type MatchCriteria,
  type OutputProfile,
  type Page,
  type partnerSearchSchema,
} from '@tradepool/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { companyScope, inScope } from '../../http/scope.js';
import { rematchAll } from '../data-quality/matching-queue.js';
import type { Principal } from '../../security/sessions.js';
import {
  CONTACT_COLUMNS,
  countCompanyUsers,
  endCompanySessions,
  existingCompanyIds,
  findCompany,
  findCompanyNamed,
  findCompanyStatus,
  findContact,
  glnsOfOtherCompanies,
  glnsStartingWith,
  insertCompany,
  INTEGRATION_COLUMNS,
  listCompanyUsers,
  listGlns,
  listPartners,
  replaceGlns,
  replacePartners,
  searchCompanyRows,
  searchPartnerCandidates,
  setCompanyStatus,
  suggestCompanies,
  updateCompany,
  upsertContact,
  type CompanyColumns,
} from './repo.js';

type CompanySearchParsed = z.output<typeof companySearchSchema>;
type PartnerSearchParsed = z.output<typeof partnerSearchSchema>;
type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

const asFlag = (v: number | null | undefined): 0 | 1 => (v === 1 ? 1 : 0);
const isInactive = (status: number | null | undefined) =>
  status === COMPANY_STATUS.INACTIVE || status === COMPANY_STATUS.INACTIVE_ALT;
const statusLabel = (status: number) => COMPANY_STATUS_LABELS[status] ?? '';
const segmentName = (id: number | null) => INDUSTRY_SEGMENTS.find((s) => s.id === id)?.name ?? null;

/** The smallest GS1 company prefix; a GTIN and a GLN of one company share at least this many digits. */
const GS1_COMPANY_PREFIX_MIN = 7;

/**
 * The companies a GTIN belongs to, by GS1 company prefix. A GTIN-14 without its indicator digit is the
 * GTIN-13 body (digits 2..14), which starts with the brand owner's GS1 company prefix (7 to 12 digits),
 * as the owner's GLNs do. So: companies with a GLN sharing the body's first 7 digits, and of those the
 * ones whose GLN shares the longest prefix with it (the most specific company prefix wins). Item ownership
 * recorded by the catalog will make this exact later.
 */
async function companiesOwningGtin(db: Db, gtinInput: string): Promise<number[]> {
  const parsed = parseGtin(gtinInput);
  if (!parsed.ok) throw badRequest(SERVER_ERRORS.gtinInvalid(gtinInput));
  const body = parsed.gtin.slice(1);
  const candidates = await glnsStartingWith(db, body.slice(0, GS1_COMPANY_PREFIX_MIN));
  let best = 0;
  const byLength = new Map<number, Set<number>>();
  for (const { company_id, gln } of candidates) {
    let shared = 0;
    while (shared < gln.length && gln[shared] === body[shared]) shared++;
    best = Math.max(best, shared);
    byLength.set(shared, (byLength.get(shared) ?? new Set()).add(company_id));
  }
  return best >= GS1_COMPANY_PREFIX_MIN ? [...byLength.get(best)!] : [];
}

/** `POST companies`: the company admin list. Outside company 1 only the caller's current company shows. */
export async function searchCompanies(
  db: Db,
  principal: Principal,
  search: CompanySearchParsed,
): Promise<Page<CompanyListRow>> {
  const scope = companyScope(principal);
  const ids = search.gtin ? await companiesOwningGtin(db, search.gtin) : null;
  const { totalRows, results } = await searchCompanyRows(
    db,
    {
      id: scope.all ? search.id : scope.companyId,
      ids,
      glnPrefix: search.gln,
      keyword: search.keyword,
      industrySegment: search.industrySegment,
      pubSubOnly: search.pubSubOnly,
      subscribersOnly: search.subscribersOnly,
    },
    {
      limit: search.rowCount,
      offset: (search.pageNumber - 1) * search.rowCount,
      sortBy: search.sortBy,
      sortDesc: search.sortDesc,
    },
  );
  return {
    totalRows,
    results: results.map((r) => ({
      id: r.id,
      name: r.name,
      buName: r.buName,
      gln: r.gln ?? null,
      industrySegment: r.industrySegment,
      isGdsn: asFlag(r.isGdsn),
      rolePub: asFlag(r.rolePub),
      roleSub: asFlag(r.roleSub),
      partnerCount: Number(r.partnerCount),
      userCount: Number(r.userCount),
      status: r.status,
      statusStr: statusLabel(r.status),
    })),
  };
}

/** `POST companies/partialCompanyName`: at most 20 suggestions, scoped like the list. */
export async function companySuggestions(db: Db, principal: Principal, keyword: string): Promise<CompanySuggestion[]> {
  const scope = companyScope(principal);
  const rows = await suggestCompanies(db, keyword, scope.all ? null : scope.companyId);
  return rows.map((r) => ({ ...r, gln: r.gln ?? null }));
}

async function companyInScope(db: Db, principal: Principal, companyId: number): Promise<CompanyRow> {
  const company = await findCompany(db, companyId);
  if (!company || !inScope(companyScope(principal), companyId)) throw notFound();
  return company;
}

const parseOutputProfile = (text: string | null): OutputProfile | null => parseStoredSetting(outputProfileSchema, text);

async function companyView(db: Db, company: CompanyRow): Promise<Company> {
  const [glns, contactRow, partners, users] = await Promise.all([
    listGlns(db, company.id),
    findContact(db, company.id),
    listPartners(db, company.id),
    listCompanyUsers(db, company.id),
  ]);
  const contact = Object.fromEntries(
    Object.entries(CONTACT_COLUMNS).map(([field, column]) => [field, contactRow?.[column] ?? null]),
  ) as Record<keyof CompanyContact, string | null>;
  return {
    companyId: company.id,
    name: company.name,
    buName: company.bu_name,
    buType: company.bu_type,
    type: company.type,
    status: company.status,
    statusStr: statusLabel(company.status),
    companyGLNList: glns.map((g) => ({ gln: g.gln })),
    isGdsn: asFlag(company.is_gdsn),
    industrySegment: company.industry_segment,
    industrySegmentName: segmentName(company.industry_segment),
    companyURL: company.company_url,
    rolePub: asFlag(company.role_pub),
    roleSub: asFlag(company.role_sub),
    ...(Object.fromEntries(INTEGRATION_FLAGS.map((f) => [f, asFlag(company[INTEGRATION_COLUMNS[f]])])) as Record<
      IntegrationFlag,
      0 | 1
    >),
    companyContact: { ...contact, billingSameAsContact: asFlag(contactRow?.billing_same_as_contact) },
    companyPartnerList: partners.map((p) => ({ ...p, gln: p.gln ?? null })),
    users: users.map((u) => ({ ...u, status: u.status === 1 ? ('Active' as const) : ('InActive' as const) })),
    partnerCount: partners.length,
    userCount: users.length,
    outputProfile: parseOutputProfile(company.output_profile),
    matchCriteria: parseMatchCriteria(company.match_criteria),
    createdTime: company.created_time,
    modifiedTime: company.modified_time,
  };
}

/** `POST companies/id`: the whole company; another tenant's company does not exist for the caller. */
export async function getCompany(db: Db, principal: Principal, companyId: number): Promise<Company> {
  return companyView(db, await companyInScope(db, principal, companyId));
}

/** `GET companies/partners`: the company's current partners (entrustments). */
export async function currentPartners(db: Db, principal: Principal, companyId: number): Promise<CompanyPartner[]> {
  await companyInScope(db, principal, companyId);
  return (await listPartners(db, companyId)).map((p) => ({ ...p, gln: p.gln ?? null }));
}

/** `POST companies/partners`: publishers the company may entrust; outside company 1 it is the caller's company. */
export async function partnerCandidates(
  db: Db,
  principal: Principal,
  search: PartnerSearchParsed,
): Promise<Page<CompanyPartner>> {
  const scope = companyScope(principal);
  const { totalRows, results } = await searchPartnerCandidates(db, {
    excludeCompanyId: scope.all ? (search.companyId ?? null) : scope.companyId,
    keyword: search.keyword ?? null,
    limit: search.rowCount,
    offset: (search.pageNumber - 1) * search.rowCount,
  });
  return { totalRows, results: results.map((r) => ({ ...r, gln: r.gln ?? null })) };
}

export async function getOutputProfile(db: Db, principal: Principal, companyId: number): Promise<CompanyOutputProfile> {
  const company = await companyInScope(db, principal, companyId);
  return { companyId, outputProfile: parseOutputProfile(company.output_profile) };
}

export async function getMatchCriteria(db: Db, principal: Principal, companyId: number): Promise<CompanyMatchCriteria> {
  const company = await companyInScope(db, principal, companyId);
  return { companyId, matchCriteria: parseMatchCriteria(company.match_criteria) };
}

/**
 * `POST companies/{companyId}/matchcriteria` (ours): the company's admin sets its DQ Match Criteria, which the
 * next matching run reads; a change queues that run over every buyer item (see rematchIfChanged).
 */
export async function saveMatchCriteria(
  db: Db,
  principal: Principal,
  companyId: number,
  criteria: MatchCriteria,
): Promise<CompanyMatchCriteria> {
  const company = await companyInScope(db, principal, companyId);
  await updateCompany(db, companyId, { match_criteria: JSON.stringify(criteria) }, nowIso());
  await rematchIfChanged(db, company, criteria);
  return getMatchCriteria(db, principal, companyId);
}

/** Matching reads the criteria on each run: a change rescores a buyer's every item at once, no Match again needed. */
async function rematchIfChanged(db: Db, company: CompanyRow, criteria: MatchCriteria | null | undefined) {
  if (criteria === undefined || company.role_sub !== 1) return;
  if (JSON.stringify(parseMatchCriteria(company.match_criteria)) === JSON.stringify(criteria)) return;
  await rematchAll(db, company.id);
}

const reached = (step: CompanyWizardStep, rulesOf: CompanyWizardStep) =>
  COMPANY_WIZARD_STEPS.indexOf(step) >= COMPANY_WIZARD_STEPS.indexOf(rulesOf);

/** A company's editable fields as a save resolves them, in the request's names. */
type CompanyValues = Pick<
  Company,
  | 'name'
  | 'buName'
  | 'buType'
  | 'type'
  | 'isGdsn'
  | 'industrySegment'
  | 'companyURL'
  | 'rolePub'
  | 'roleSub'
  | 'companyGLNList'
  | IntegrationFlag
> & { companyContact: CompanyContact; partnerIds: number[] };

const SCALAR_FIELDS = [
  'name',
  'buName',
  'buType',
  'type',
  'isGdsn',
  'industrySegment',
  'companyURL',
  'rolePub',
  'roleSub',
  ...INTEGRATION_FLAGS,
] as const;

/** What the status is derived from (with the users): a save carrying none of these leaves the status alone. */
const STATUS_FIELDS = ['rolePub', 'roleSub', ...INTEGRATION_FLAGS] as const;

const BLANK_COMPANY: Omit<CompanyValues, 'name'> = {
  buName: null,
  buType: null,
  type: null,
  isGdsn: 0,
  industrySegment: null,
  companyURL: null,
  rolePub: 0,
  roleSub: 0,
  ...(Object.fromEntries(INTEGRATION_FLAGS.map((f) => [f, 0])) as Record<IntegrationFlag, 0 | 1>),
  companyGLNList: [],
  companyContact: companyContactSchema.parse({}),
  partnerIds: [],
};

const definedEntries = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The company a save leaves: the request's fields over the stored company (a new one's blanks), so a step
 * or tab that sends only its own fields changes only those; null clears a text. The contact is merged field
 * by field.
 */
function resolvedValues(stored: Company | null, input: CompanyInputParsed): CompanyValues {
  const base: CompanyValues = stored
    ? { ...stored, partnerIds: stored.companyPartnerList.map((p) => p.partnerCompanyID) }
    : { ...BLANK_COMPANY, name: input.name };
  return {
    ...base,
    ...(definedEntries(Object.fromEntries(SCALAR_FIELDS.map((f) => [f, input[f]]))) as Partial<CompanyValues>),
    companyGLNList: input.companyGLNList ?? base.companyGLNList,
    companyContact: { ...base.companyContact, ...definedEntries(input.companyContact ?? {}) },
    partnerIds: input.companyPartnerList
      ? [...new Set(input.companyPartnerList.map((p) => p.partnerCompanyID))]
      : base.partnerIds,
  };
}

/** The GLN list as stored: blanks dropped, each valid, none twice; a GDSN company needs the first one. */
function checkedGlns(values: CompanyValues): string[] {
  const entries = values.companyGLNList.map((e) => e.gln.trim());
  if (values.isGdsn === 1 && (entries[0] ?? '').length < GLN_LENGTH)
    throw badRequest(SERVER_ERRORS.companyFirstGlnRequired);
  const glns = entries.filter((g) => g !== '');
  const seen = new Set<string>();
  for (const gln of glns) {
    if (!isValidGln(gln)) throw badRequest(SERVER_ERRORS.companyGlnInvalid(gln));
    if (seen.has(gln)) throw badRequest(SERVER_ERRORS.companyGlnRepeated(gln));
    seen.add(gln);
  }
  return glns;
}

function checkStepRules(step: CompanyWizardStep, values: CompanyValues): void {
  if (reached(step, 'companyroles') && values.rolePub !== 1 && values.roleSub !== 1) {
    throw badRequest(SERVER_ERRORS.companyRoleRequired);
  }
  if (reached(step, 'integrationsapplications') && !INTEGRATION_FLAGS.some((f) => values[f] === 1)) {
    throw badRequest(SERVER_ERRORS.companyIntegrationRequired);
  }
}

/** The company row's columns; outputProfile and matchCriteria only when the request carries them. */
function companyColumns(
  values: CompanyValues,
  input: CompanyInputParsed,
): Omit<CompanyColumns, 'output_profile' | 'match_criteria'> &
  Partial<Pick<CompanyColumns, 'output_profile' | 'match_criteria'>> {
  const json = (value: object | null) => (value === null ? null : JSON.stringify(value));
  return {
    name: values.name,
    bu_name: values.buName,
    bu_type: values.buType,
    type: values.type,
    is_gdsn: values.isGdsn,
    industry_segment: values.industrySegment,
    company_url: values.companyURL,
    role_pub: values.rolePub,
    role_sub: values.roleSub,
    ...(Object.fromEntries(INTEGRATION_FLAGS.map((f) => [INTEGRATION_COLUMNS[f], values[f]])) as Record<
      (typeof INTEGRATION_COLUMNS)[IntegrationFlag],
      number
    >),
    // The wizard does not edit these two: a request without them keeps the stored ones (null clears them).
    ...(input.outputProfile !== undefined ? { output_profile: json(input.outputProfile) } : {}),
    ...(input.matchCriteria !== undefined ? { match_criteria: json(input.matchCriteria) } : {}),
  };
}

function contactColumns(contact: CompanyContact) {
  const copied: CompanyContact = { ...contact };
  if (contact.billingSameAsContact === 1) {
    for (const [from, to] of BILLING_COPY) (copied as Record<string, unknown>)[to] = contact[from];
  }
  return Object.fromEntries(
    Object.entries(CONTACT_COLUMNS).map(([field, column]) => [column, copied[field as keyof CompanyContact]]),
  ) as Parameters<typeof upsertContact>[2];
}

/**
 * What the status should be after a save (spec point 4): 0 and 2 are an administrator's decision and stay;
 * otherwise Active once the company has a user, a role and an integration type, else InProcess. The
 * support company runs the pool and has neither roles nor integrations, so it is always Active.
 */
async function settledStatus(db: Db, company: CompanyRow, requested: number | null | undefined): Promise<number> {
  if (company.id === SUPPORT_COMPANY_ID) return COMPANY_STATUS.ACTIVE;
  if (isInactive(requested)) return requested!;
  const hasRole = company.role_pub === 1 || company.role_sub === 1;
  const hasIntegration = INTEGRATION_FLAGS.some((f) => company[INTEGRATION_COLUMNS[f]] === 1);
  if (!hasRole || !hasIntegration) return COMPANY_STATUS.IN_PROCESS;
  return (await countCompanyUsers(db, company.id)) > 0 ? COMPANY_STATUS.ACTIVE : COMPANY_STATUS.IN_PROCESS;
}

/**
 * Recomputes an active or in-process company's status after its users changed (a user added in the
 * wizard makes it Active once it has a role and an integration). An inactive company stays inactive.
 * Call it inside the transaction that changed the users.
 */
export async function refreshCompanyStatus(db: Db, companyId: number): Promise<void> {
  const company = await findCompany(db, companyId);
  if (!company || isInactive(company.status)) return;
  const status = await settledStatus(db, company, null);
  if (status !== company.status) await setCompanyStatus(db, companyId, status);
}

/** Whether a user whose home company this is may work: not when an administrator deactivated it. */
export async function isCompanyInactive(db: Db, companyId: number): Promise<boolean> {
  return isInactive((await findCompanyStatus(db, companyId))?.status);
}

/**
 * `POST companies/addUpdateCompany`: creates (status 3 InProcess) or updates a company with its GLNs,
 * contact and partners in one transaction, enforcing the rules of the wizard steps up to `step` on the
 * company as the save leaves it. A field the request leaves out keeps its stored value, and the GLNs,
 * contact and partners are written only when carried. The status is derived again only when the request
 * carries it, a role or an integration. Deactivating (status 0 or 2) ends the sessions of its users.
 */
export async function saveCompany(db: Db, principal: Principal, input: CompanyInputParsed): Promise<Company> {
  const scope = companyScope(principal);
  const existing = input.companyId ? await companyInScope(db, principal, input.companyId) : null;
  if (!existing && !scope.all) throw forbidden();
  const companyId = existing?.id ?? null;
  if (companyId === SUPPORT_COMPANY_ID && isInactive(input.status)) {
    throw badRequest(SERVER_ERRORS.supportCompanyStaysActive);
  }

  const values = resolvedValues(existing && (await companyView(db, existing)), input);
  const glns = checkedGlns(values);
  checkStepRules(input.step, values);
  const partnerIds = values.partnerIds;
  if (companyId !== null && partnerIds.includes(companyId)) throw badRequest(SERVER_ERRORS.companyOwnPartner);
  const settlesStatus = input.status != null || STATUS_FIELDS.some((f) => input[f] !== undefined);

  const now = nowIso();
  let savedId: number;
  try {
    savedId = await db.transaction().execute(async (trx) => {
      if (await findCompanyNamed(trx, values.name, values.buName, companyId)) {
        throw conflict(SERVER_ERRORS.companyNameTaken);
      }
      const taken = new Set((await glnsOfOtherCompanies(trx, glns, companyId)).map((r) => r.gln));
      const firstTaken = glns.find((g) => taken.has(g));
      if (firstTaken) throw conflict(SERVER_ERRORS.companyGlnTaken(firstTaken));
      const known = await existingCompanyIds(trx, partnerIds);
      const unknown = partnerIds.find((id) => !known.has(id));
      if (unknown !== undefined) throw badRequest(SERVER_ERRORS.companyPartnerUnknown(unknown));

      const columns = companyColumns(values, input);
      let id: number;
      if (companyId === null) {
        id = await insertCompany(
          trx,
          { output_profile: null, match_criteria: null, ...columns },
          COMPANY_STATUS.IN_PROCESS,
          now,
        );
      } else {
        id = companyId;
        await updateCompany(trx, id, columns, now);
      }
      if (input.companyGLNList) await replaceGlns(trx, id, glns);
      if (companyId === null || input.companyContact)
        await upsertContact(trx, id, contactColumns(values.companyContact));
      if (input.companyPartnerList) await replacePartners(trx, id, partnerIds, now);

      if (companyId !== null && settlesStatus) {
        const saved = (await findCompany(trx, id))!;
        const status = await settledStatus(trx, saved, input.status);
        if (status !== saved.status) await setCompanyStatus(trx, id, status);
        if (isInactive(status)) await endCompanySessions(trx, id);
      }
      return id;
    });
  } catch (error) {
    // Two saves racing for one name or GLN: the unique indexes decide, and the loser hears the same as above.
    if (!isUniqueViolation(error)) throw error;
    const taken = new Set((await glnsOfOtherCompanies(db, glns, companyId)).map((r) => r.gln));
    const firstTaken = glns.find((g) => taken.has(g));
    throw conflict(firstTaken ? SERVER_ERRORS.companyGlnTaken(firstTaken) : SERVER_ERRORS.companyNameTaken);
  }
  const saved = (await findCompany(db, savedId))!;
  if (existing) await rematchIfChanged(db, { ...saved, match_criteria: existing.match_criteria }, input.matchCriteria);
  return companyView(db, saved);
}
