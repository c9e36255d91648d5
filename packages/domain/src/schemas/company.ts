import { z } from 'zod';
import { INDUSTRY_SEGMENTS, MAX_GLNS_PER_COMPANY } from '../constants.js';
import { COMPANY_NAME_PATTERN, PHONE_PATTERN, ZIP_PATTERN } from '../patterns.js';
import { pageOf, pageRequestShape } from './paging.js';
import { optionalEmail, optionalPattern, optionalText } from './optional-text.js';
import { flag } from './user.js';
import { idNumber } from './whole-number.js';

/** The wizard's steps, in order (spec point 4, "Company status"). */
export const COMPANY_WIZARD_STEPS = [
  'companyinformation',
  'companyroles',
  'integrationsapplications',
  'entrustments',
  'useraccounts',
] as const;
export const companyWizardStepSchema = z.enum(COMPANY_WIZARD_STEPS);
export type CompanyWizardStep = z.infer<typeof companyWizardStepSchema>;

/** The twelve integration flags of spec point 3, in the order the Integrations/Applications step shows them. */
export const INTEGRATION_FLAGS = [
  'integInboundFlatFile',
  'integInboundSpreadSheet',
  'integInboundPubLimited',
  'integInboundPub',
  'integInboundXML',
  'integOutboundXML',
  'integOutboundWS',
  'integOutboundFlatFile',
  'integOutboundSpreadSheet',
  'integPartnerBP',
  'integPartnerOms',
  'isOmsOnly',
] as const;
export type IntegrationFlag = (typeof INTEGRATION_FLAGS)[number];

export const INTEGRATION_LABELS: Record<IntegrationFlag, string> = {
  integInboundFlatFile: 'Inbound flat file',
  integInboundSpreadSheet: 'Inbound spreadsheet',
  integInboundPubLimited: 'Inbound publication (limited)',
  integInboundPub: 'Inbound publication',
  integInboundXML: 'Inbound GS1 XML',
  integOutboundXML: 'Outbound GS1 XML',
  integOutboundWS: 'Outbound web service',
  integOutboundFlatFile: 'Outbound flat file',
  integOutboundSpreadSheet: 'Outbound spreadsheet',
  integPartnerBP: 'Business partner portal',
  integPartnerOms: 'Order management (OMS)',
  isOmsOnly: 'OMS only',
};

export const COMPANY_STATUS_LABELS: Record<number, string> = {
  0: 'Inactive',
  1: 'Active',
  2: 'Inactive',
  3: 'InProcess',
};

/** Company contact (spec point 3): the main contact, and a billing copy of each field. */
export const companyContactSchema = z.object({
  firstName: optionalText(100),
  middleName: optionalText(100),
  lastName: optionalText(100),
  title: optionalText(100),
  email: optionalEmail('Enter a valid e-mail address.'),
  phone: optionalPattern(PHONE_PATTERN, 'Enter a phone number: optional country code and 10 digits.'),
  fax: optionalPattern(PHONE_PATTERN, 'Enter a fax number: optional country code and 10 digits.'),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  county: optionalText(100),
  zip: optionalPattern(ZIP_PATTERN, 'Enter a US, Canadian or UK postal code.'),
  state: optionalText(100),
  country: optionalText(100),
  billingSameAsContact: flag.default(0),
  billingFirstName: optionalText(100),
  billingMiddleName: optionalText(100),
  billingLastName: optionalText(100),
  billingTiltle: optionalText(100),
  billingEmail: optionalEmail('Enter a valid billing e-mail address.'),
  billingPhone: optionalPattern(PHONE_PATTERN, 'Enter a billing phone number: optional country code and 10 digits.'),
  billingFax: optionalPattern(PHONE_PATTERN, 'Enter a billing fax number: optional country code and 10 digits.'),
  billingAddress1: optionalText(200),
  billingAddress2: optionalText(200),
  billingCity: optionalText(100),
  billingCounty: optionalText(100),
  billingZip: optionalPattern(ZIP_PATTERN, 'Enter a US, Canadian or UK billing postal code.'),
  billingState: optionalText(100),
  billingCountry: optionalText(100),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

/**
 * The contact as answers carry it. Responses are encoded with their schema, and the input schema's
 * one-way transforms (blank to null) cannot encode, so the answer side declares the plain shape.
 */
export const companyContactViewSchema = z.object({
  ...(Object.fromEntries(
    Object.keys(companyContactSchema.shape)
      .filter((k) => k !== 'billingSameAsContact')
      .map((k) => [k, z.string().nullable()]),
  ) as Record<Exclude<keyof CompanyContact, 'billingSameAsContact'>, z.ZodNullable<z.ZodString>>),
  billingSameAsContact: flag,
});

/** Which contact field each billing field copies when "same as contact" is on (spec point 5). */
export const BILLING_COPY: ReadonlyArray<readonly [keyof CompanyContact, keyof CompanyContact]> = [
  ['firstName', 'billingFirstName'],
  ['middleName', 'billingMiddleName'],
  ['lastName', 'billingLastName'],
  ['title', 'billingTiltle'],
  ['email', 'billingEmail'],
  ['phone', 'billingPhone'],
  ['fax', 'billingFax'],
  ['address1', 'billingAddress1'],
  ['address2', 'billingAddress2'],
  ['city', 'billingCity'],
  ['county', 'billingCounty'],
  ['zip', 'billingZip'],
  ['state', 'billingState'],
  ['country', 'billingCountry'],
];

/** How a subscriber wants items delivered (the Output Profile tab). */
export const OUTPUT_FORMATS = ['GS1_XML', 'SPREADSHEET', 'FLAT_FILE', 'WEB_SERVICE'] as const;
export const outputProfileSchema = z.object({
  formats: z.array(z.enum(OUTPUT_FORMATS)).max(OUTPUT_FORMATS.length),
  frequency: z.enum(['REAL_TIME', 'DAILY', 'WEEKLY']),
  includeHierarchy: flag,
  includeNutrients: flag,
  includeImages: flag,
  notes: optionalText(1000),
});
export type OutputProfile = z.infer<typeof outputProfileSchema>;
/** The output profile as answers carry it (no one-way transform, see companyContactViewSchema). */
export const outputProfileViewSchema = outputProfileSchema.extend({ notes: z.string().nullable() });

/** How data quality matches a subscriber's items to published ones (the DQ Match Criteria tab). */
export const MATCH_KEYS = ['GTIN', 'PRODUCT_CODE', 'MPC', 'DESCRIPTION', 'BRAND', 'NET_CONTENT'] as const;
export type MatchKey = (typeof MATCH_KEYS)[number];
/** How many candidates a buyer item lists when no match is confident, unless the company says otherwise. */
export const DEFAULT_MATCH_CANDIDATES = 5;
export const MAX_MATCH_CANDIDATES = 10;
const candidatesMessage = `Candidates must be a whole number from 0 to ${MAX_MATCH_CANDIDATES}.`;
const minimumScoreMessage = 'The confidence must be a whole number from 1 to 100.';
/**
 * The settings matching reads on each run (docs/MATCHING.md, "The buyer's criteria and decisions"): the keys
 * whose evidence counts (GTIN always does: one GTIN is one trade item), `minimumScore` the confidence in
 * percent from which the best match is proposed alone, `candidates` how many are listed otherwise (0: only
 * confident matches). Criteria stored before `candidates` existed read as the default.
 */
export const matchCriteriaSchema = z.object({
  keys: z.array(z.enum(MATCH_KEYS)).min(1, 'Choose at least one match key.').max(MATCH_KEYS.length),
  minimumScore: z
    .number({ message: minimumScoreMessage })
    .int(minimumScoreMessage)
    .min(1, minimumScoreMessage)
    .max(100, minimumScoreMessage),
  candidates: z
    .number({ message: candidatesMessage })
    .int(candidatesMessage)
    .min(0, candidatesMessage)
    .max(MAX_MATCH_CANDIDATES, candidatesMessage)
    .default(DEFAULT_MATCH_CANDIDATES),
  autoReview: flag,
  notes: optionalText(1000),
});
export type MatchCriteria = z.infer<typeof matchCriteriaSchema>;

/**
 * The keys a company's matching reads, in MATCH_KEYS order: its chosen ones and GTIN, always. In a data pool
 * a GTIN names one trade item (GS1), so the same GTIN on both sides is the same item whatever the company
 * chose; criteria saved without it still match by GTIN, and the screens show it as always on.
 */
export function matchKeysInUse(keys: readonly MatchKey[]): MatchKey[] {
  return MATCH_KEYS.filter((key) => key === 'GTIN' || keys.includes(key));
}
/** The match criteria as answers carry them (no one-way transform, see companyContactViewSchema). */
export const matchCriteriaViewSchema = matchCriteriaSchema.extend({ notes: z.string().nullable() });

/**
 * `GET companies/{id}/outputprofile` and `.../matchcriteria`. The setting sits in an object so that "not set
 * up yet" (null) is still data: spec point 8 reads a success without data as a server error.
 */
export const companyOutputProfileSchema = z.object({
  companyId: z.number().int(),
  outputProfile: outputProfileViewSchema.nullable(),
});
export type CompanyOutputProfile = z.infer<typeof companyOutputProfileSchema>;
export const companyMatchCriteriaSchema = z.object({
  companyId: z.number().int(),
  matchCriteria: matchCriteriaViewSchema.nullable(),
});
export type CompanyMatchCriteria = z.infer<typeof companyMatchCriteriaSchema>;

export const companyGlnEntrySchema = z.object({ gln: z.string().trim() });

const industrySegmentSchema = z
  .number()
  .int()
  .refine((v) => INDUSTRY_SEGMENTS.some((s) => s.id === v), 'Unknown industry segment.');

/**
 * What `POST companies/addUpdateCompany` takes: a new company (no companyId) or an update. `step` says how
 * far the wizard (or which edit tab) got, so the rules of the steps up to it are enforced (spec point 5).
 * Every field but the name may be left out: an update keeps what the request does not carry (null clears a
 * text), a new company starts blank. So no field has a default here: the service tells "left out" apart.
 */
export const companyInputSchema = z.object({
  companyId: z.number().int().positive().nullish(),
  step: companyWizardStepSchema.default('useraccounts'),
  name: z
    .string()
    .trim()
    .min(1, 'Company name is required.')
    .max(100)
    .regex(COMPANY_NAME_PATTERN, 'Company name may contain letters, digits, spaces and underscore.'),
  buName: optionalPattern(
    COMPANY_NAME_PATTERN,
    'Business unit may contain letters, digits, spaces and underscore.',
    100,
  ).optional(),
  buType: optionalText(50).optional(),
  type: optionalText(50).optional(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullish(),
  companyGLNList: z.array(companyGlnEntrySchema).max(MAX_GLNS_PER_COMPANY, 'At most 10 GLNs.').optional(),
  isGdsn: flag.optional(),
  industrySegment: industrySegmentSchema.nullish(),
  companyURL: optionalText(300).optional(),
  rolePub: flag.optional(),
  roleSub: flag.optional(),
  ...(Object.fromEntries(INTEGRATION_FLAGS.map((f) => [f, flag.optional()])) as Record<
    IntegrationFlag,
    z.ZodOptional<typeof flag>
  >),
  companyContact: companyContactSchema.extend({ billingSameAsContact: flag.optional() }).partial().optional(),
  companyPartnerList: z.array(z.object({ partnerCompanyID: z.number().int().positive() })).optional(),
  outputProfile: outputProfileSchema.nullish(),
  matchCriteria: matchCriteriaSchema.nullish(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyInputParsed = z.output<typeof companyInputSchema>;

export const companyPartnerSchema = z.object({
  partnerCompanyID: z.number().int(),
  name: z.string(),
  buName: z.string().nullable(),
  gln: z.string().nullable(),
});
export type CompanyPartner = z.infer<typeof companyPartnerSchema>;

export const companyUserSummarySchema = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  roleDescription: z.string(),
  status: z.enum(['Active', 'InActive']),
});

/** A company as `POST companies/id` and `POST companies/addUpdateCompany` answer it. */
export const companySchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  buName: z.string().nullable(),
  buType: z.string().nullable(),
  type: z.string().nullable(),
  status: z.number().int(),
  statusStr: z.string(),
  companyGLNList: z.array(z.object({ gln: z.string() })),
  isGdsn: flag,
  industrySegment: z.number().int().nullable(),
  industrySegmentName: z.string().nullable(),
  companyURL: z.string().nullable(),
  rolePub: flag,
  roleSub: flag,
  ...(Object.fromEntries(INTEGRATION_FLAGS.map((f) => [f, flag])) as Record<IntegrationFlag, typeof flag>),
  companyContact: companyContactViewSchema,
  companyPartnerList: z.array(companyPartnerSchema),
  users: z.array(companyUserSummarySchema),
  partnerCount: z.number().int(),
  userCount: z.number().int(),
  outputProfile: outputProfileViewSchema.nullable(),
  matchCriteria: matchCriteriaViewSchema.nullable(),
  createdTime: z.string(),
  modifiedTime: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** Spec point 3, "Company list row". */
export const companyListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  buName: z.string().nullable(),
  gln: z.string().nullable(),
  industrySegment: z.string().nullable(),
  isGdsn: flag,
  rolePub: flag,
  roleSub: flag,
  partnerCount: z.number().int(),
  userCount: z.number().int(),
  status: z.number().int(),
  statusStr: z.string(),
});
export type CompanyListRow = z.infer<typeof companyListRowSchema>;

export const COMPANY_SORT_KEYS = [
  'lower(name)',
  'id',
  'buName',
  'gln',
  'industrySegment',
  'isGdsn',
  'partnerCount',
  'userCount',
  'statusStr',
] as const;

/** Spec point 3, "Company admin search" (POST companies). Default sort lower(name) ascending. */
export const companySearchSchema = z.object({
  id: idNumber().nullish(),
  gtin: z.string().trim().max(14).nullish(),
  industrySegment: industrySegmentSchema.nullish(),
  keyword: z.string().trim().max(100).nullish(),
  gln: z.string().trim().max(13).nullish(),
  /** Narrows the list to publisher-subscribers (the /admin/companypubsub screen). */
  pubSubOnly: z.boolean().default(false),
  /** Narrows the list to companies with the subscriber role (e.g. the cross-reference upload's target). */
  subscribersOnly: z.boolean().default(false),
  ...pageRequestShape(COMPANY_SORT_KEYS, { rowCount: 25, sortBy: 'lower(name)' }),
});
export type CompanySearch = z.input<typeof companySearchSchema>;
export const companyPageSchema = pageOf(companyListRowSchema);

export const companyIdRequestSchema = z.object({ id: idNumber() });

/** Company suggestions: more than 2 characters, at most 20 answers (spec point 5). */
export const partialCompanyNameSchema = z.object({ keyword: z.string().trim().min(3).max(100) });
export const companySuggestionSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  buName: z.string().nullable(),
  gln: z.string().nullable(),
});
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;

/** Partner (entrustment) candidates: publishers a subscriber may entrust; the wizard asks 50 at a time. */
export const partnerSearchSchema = z.object({
  companyId: z.number().int().positive().nullish(),
  keyword: z.string().trim().max(100).nullish(),
  rowCount: z.number().int().min(1).max(200).default(50),
  pageNumber: z.number().int().min(1).default(1),
});
export const partnerPageSchema = pageOf(companyPartnerSchema);
