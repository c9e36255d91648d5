import { z } from 'zod';
import { USERNAME_PATTERN } from '../password-policy.js';
import { PHONE_PATTERN, stripHtmlTags } from '../patterns.js';
import { ROLE_NAMES, USER_TYPES } from '../permissions.js';
import { pageOf, pageRequestShape } from './paging.js';
import { optionalPattern, optionalText } from './optional-text.js';
import { flag } from './user.js';
import { idNumber } from './whole-number.js';

export const USER_STATUSES = ['Active', 'InActive'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);

/** The login as the user form sends it: HTML tags stripped (spec point 5), then the username rules. */
export const loginInputSchema = z
  .string()
  .transform((s) => stripHtmlTags(s).trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Login is required.')
      .max(100)
      .regex(USERNAME_PATTERN, 'Login may contain letters, digits, underscore, at sign and dot.'),
  );

/** `POST users` and `PUT users/{id}`: the user form of the admin screens. */
export const userInputSchema = z.object({
  companyId: z.number().int().positive(),
  login: loginInputSchema,
  firstName: z.string().trim().min(1, 'First name is required.').max(100),
  middleName: optionalText(100),
  lastName: z.string().trim().min(1, 'Last name is required.').max(100),
  email: z.string().trim().max(200).pipe(z.email('Enter a valid e-mail address.')),
  phone: optionalPattern(PHONE_PATTERN, 'Enter a phone number: optional country code and 10 digits.'),
  title: optionalText(100),
  // 1-9 on the form; 10 (support admin) is never handed out, but its holder can still be edited.
  roleId: z.number().int().min(1).max(10),
  userType: z.enum(USER_TYPES),
  status: userStatusSchema.default('Active'),
  autoSubscription: flag.default(0),
  sellSheetAccess: flag.default(0),
  hasSubscriberView: flag.default(0),
  /** Only on create: an initial password (policy applies). Without one, a temporary password is mailed. */
  password: z.string().max(200).nullish(),
});
export type UserInput = z.input<typeof userInputSchema>;

/** `POST companies/addAccount`: a user added in the company wizard; always Active (spec point 4). */
export const companyAccountInputSchema = userInputSchema.omit({ status: true });
export type CompanyAccountInput = z.input<typeof companyAccountInputSchema>;

/** A user as the admin screens see it (`GET users/{id}`, rows of `POST users/search`). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyBuName: z.string().nullable(),
  login: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  roleId: z.number().int(),
  roleName: z.enum(ROLE_NAMES),
  roleDescription: z.string(),
  userType: z.enum(USER_TYPES),
  status: userStatusSchema,
  autoSubscription: flag,
  sellSheetAccess: flag,
  hasSubscriberView: flag,
  isFirstTime: flag,
  createdTime: z.string(),
  modifiedTime: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USER_SORT_KEYS = [
  'lower(lastName)',
  'lower(firstName)',
  'login',
  'email',
  'companyName',
  'roleId',
  'status',
  'modifiedTime',
] as const;

/** Spec point 3, "User search". User admin default: 25 rows, lower(lastName) ascending. */
export const userSearchSchema = z.object({
  companyId: idNumber().nullish(),
  login: z.string().trim().max(100).nullish(),
  firstName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().max(100).nullish(),
  email: z.string().trim().max(200).nullish(),
  phone: z.string().trim().max(40).nullish(),
  roleId: z.number().int().nullish(),
  title: z.string().trim().max(100).nullish(),
  status: userStatusSchema.nullish(),
  /** Narrows the list to users of publisher-subscriber companies (the /admin/userpubsub screen). */
  pubSubOnly: z.boolean().default(false),
  ...pageRequestShape(USER_SORT_KEYS, { rowCount: 25, sortBy: 'lower(lastName)' }),
});
export type UserSearch = z.input<typeof userSearchSchema>;
export const userPageSchema = pageOf(adminUserSchema);

/** Spec point 3, "Typeahead items": Role. */
export const roleOptionSchema = z.object({ roleId: z.number().int(), description: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;
