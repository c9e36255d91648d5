import {
  CATALOG_STATUS,
  isGdsnUser,
  REGISTRATION_STATUS,
  registrationStatusOf,
  SERVER_ERRORS,
  type UserType,
} from '@tradepool/domain';

export interface PublishableItem {
  id: number;
  gtin: string;
  status: number;
  reg_status: string | null;
}

/**
 * Why an item cannot be published, or null. In GDSN every GTIN of a hierarchy is registered with the
 * Global Registry before it is published; outside GDSN there is no registry, and Validated is enough.
 */
function blockOf(item: PublishableItem, gdsn: boolean): string | null {
  if (gdsn) {
    return registrationStatusOf(item.status, item.reg_status) === REGISTRATION_STATUS.registered
      ? null
      : SERVER_ERRORS.publishNotRegistered(item.gtin);
  }
  return item.status === CATALOG_STATUS.validated ? null : SERVER_ERRORS.publishNotValidated(item.gtin);
}

/** Why an item cannot be published by a user of this type, or null. */
export function itemBlock(item: PublishableItem, userType: UserType): string | null {
  return blockOf(item, isGdsnUser(userType));
}

/**
 * The same rule where no user is publishing (support's account of an item): a GDSN company's items go
 * through the Global Registry, another company's need only be Validated.
 */
export function companyItemBlock(item: PublishableItem, company: { isGdsn: boolean }): string | null {
  return blockOf(item, company.isGdsn);
}

/** Why a hierarchy cannot be published from its top: the top's own reason, else the first lower level's. */
export function hierarchyBlock(
  top: PublishableItem,
  members: readonly PublishableItem[],
  userType: UserType,
): string | null {
  const own = itemBlock(top, userType);
  if (own) return own;
  const blocked = members.find((m) => m.id !== top.id && itemBlock(m, userType));
  if (!blocked) return null;
  return isGdsnUser(userType)
    ? SERVER_ERRORS.publishHierarchyNotRegistered(top.gtin, blocked.gtin)
    : SERVER_ERRORS.publishHierarchyNotValidated(top.gtin, blocked.gtin);
}
