import { z } from 'zod';
import { PERMISSIONS, ROLE_NAMES, USER_TYPES } from '../permissions.js';
import { preferenceSchema } from './preference.js';

export const flag = z.union([z.literal(0), z.literal(1)]);

export const userCompanySchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  gln: z.string().nullable(),
  glnId: z.number().int().nullable(),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

/** The signed-in user as `GET users` and `POST users/authenticate` return it (spec point 3, "User"). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  companyName: z.string(),
  companyBuName: z.string().nullable(),
  roleId: z.number().int(),
  roleName: z.enum(ROLE_NAMES),
  roleDescription: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(['Active', 'InActive']),
  auth: z.array(z.enum(PERMISSIONS)),
  forceChangePassword: flag,
  isFirstTime: flag,
  policyAccepted: flag.nullable(),
  autoSubscription: flag,
  sellSheetAccess: flag,
  hasSubscriberView: flag,
  isTemporary: flag,
  /** Ours: 1 when the user may open the publisher items report (their company's GLN is the configured one). */
  hasPublisherItemsReport: flag,
  /** Ours: 1 when the Messages screen is the user's: the company has the outbound XML integration, or is support. */
  hasMessageInbox: flag,
  userCompanyList: z.array(userCompanySchema),
  currentCompanyId: z.number().int(),
  companyGln: z.string().nullable(),
  preference: preferenceSchema.nullable(),
  authToken: z.object({ token: z.string() }).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
