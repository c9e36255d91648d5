import { DEFAULT_SUBSCRIBER_NAME, SERVER_ERRORS, isValidGln } from '@tradepool/domain';
import type { NewSubscriber, UserType } from '@tradepool/domain';

/** Spec point 6: non-GDSN users (with or without order management) get no 'Add New' subscriber tab. */
export function offersAddNew(userType: UserType): boolean {
  return userType !== 'NON_GDSN' && userType !== 'NON_GDSN_OMS';
}

export type NewSubscriberCheck = { ok: true; subscriber: { gln: string; name: string } } | { ok: false; error: string };

/**
 * The Add New tab's entry before it is saved: a GLN with a valid GS1 check digit, not already listed
 * (spec point 9: a subscriber with the same GLN cannot be added twice), named 'Name Unknown' when unnamed.
 */
export function checkNewSubscriber(input: NewSubscriber, listed: readonly { gln: string }[]): NewSubscriberCheck {
  const gln = input.gln.trim();
  if (!isValidGln(gln)) return { ok: false, error: SERVER_ERRORS.subscriberGlnInvalid(gln) };
  if (listed.some((subscriber) => subscriber.gln === gln))
    return { ok: false, error: SERVER_ERRORS.subscriberAlreadyAdded(gln) };
  return { ok: true, subscriber: { gln, name: input.name?.trim() || DEFAULT_SUBSCRIBER_NAME } };
}
