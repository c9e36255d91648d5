import { SUPPORT_COMPANY_ID } from '@tradepool/domain';
import type { Principal } from '../security/sessions.js';

/** Which companies' rows a caller may read: all for the support company (1), else only its current one. */
export type CompanyScope = { all: true } | { all: false; companyId: number };

export function companyScope(principal: Principal): CompanyScope {
  return principal.companyId === SUPPORT_COMPANY_ID ? { all: true } : { all: false, companyId: principal.companyId };
}

export function inScope(scope: CompanyScope, companyId: number): boolean {
  return scope.all || scope.companyId === companyId;
}
