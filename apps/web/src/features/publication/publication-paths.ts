import { CIC_STATES, DELIVERY_STATUSES, GLN_PATTERN } from '@tradepool/domain';
import type { CicState, DeliveryStatus } from '@tradepool/domain';

/**
 * Spec point 2, the publication screens: the publication center with its publish and unpublish wizards
 * (`/publication`, `/publish`, `/publish/subscriber`, `/publish/item`, `/unpublish`, `/unpublish/subscriber`,
 * `/unpublish/item`), the review screen and a subscriber's items with its sub-screens.
 */
export const PUBLICATION_PATH = '/publication';

export type WizardKind = 'publish' | 'unpublish';
export type WizardStep = 'subscriber' | 'item';

export const WIZARD_PATHS: Record<WizardKind, { start: string; subscriber: string; item: string }> = {
  publish: {
    start: `${PUBLICATION_PATH}/publish`,
    subscriber: `${PUBLICATION_PATH}/publish/subscriber`,
    item: `${PUBLICATION_PATH}/publish/item`,
  },
  unpublish: {
    start: `${PUBLICATION_PATH}/unpublish`,
    subscriber: `${PUBLICATION_PATH}/unpublish/subscriber`,
    item: `${PUBLICATION_PATH}/unpublish/item`,
  },
};

/** The wizard's step on one of its paths: the bare `/publish` (or `/unpublish`) opens the subscriber step. */
export function wizardStepOf(kind: WizardKind, pathname: string): WizardStep {
  const path = pathname.replace(/\/+$/, '');
  return path === WIZARD_PATHS[kind].item ? 'item' : 'subscriber';
}

/** The review screen without a subscriber (every subscriber's items in review) and with one. */
export const REVIEW_PATH = '/review';
export const REVIEW_ROUTE = '/review/:subscriberName/:subscriberGln';
export const SUBSCRIBER_ITEMS_ROUTE = '/subscribers/items/:subscriberName/:subscriberGln';
export const SUBSCRIBER_REVIEW_ROUTE = `${SUBSCRIBER_ITEMS_ROUTE}/review`;
export const SUBSCRIBER_PUBLISH_ROUTE = `${SUBSCRIBER_ITEMS_ROUTE}/publish`;

/** A path segment cannot be empty: an absent subscriber is written `-`. */
const NONE = '-';

export interface SubscriberRef {
  name: string;
  gln: string;
}

const segments = ({ name, gln }: SubscriberRef) => `${encodeURIComponent(name.trim() || NONE)}/${gln}`;

/** `/review/:subscriberName/:subscriberGln`, the name URI-encoded; `/review` for every subscriber. */
export function reviewPath(subscriber?: SubscriberRef | null): string {
  return subscriber ? `${REVIEW_PATH}/${segments(subscriber)}` : REVIEW_PATH;
}

/** Query parameter of the subscriber items page: the CIC status it opens filtered by. */
export const CIC_STATUS_PARAM = 'cicStatus';

/** Query parameter of the subscriber items page: the delivery state it opens filtered by. */
export const DELIVERY_STATUS_PARAM = 'deliveryStatus';

/**
 * `/subscribers/items/:subscriberName/:subscriberGln`, optionally opened filtered by a CIC status or a
 * delivery state (the summary's waiting count).
 */
export function subscriberItemsPath(
  subscriber: SubscriberRef,
  filter?: CicState | { deliveryStatus: DeliveryStatus } | null,
): string {
  const path = `/subscribers/items/${segments(subscriber)}`;
  if (!filter) return path;
  return typeof filter === 'string'
    ? `${path}?${CIC_STATUS_PARAM}=${filter}`
    : `${path}?${DELIVERY_STATUS_PARAM}=${filter.deliveryStatus}`;
}

export function subscriberReviewPath(subscriber: SubscriberRef): string {
  return `${subscriberItemsPath(subscriber)}/review`;
}

export function subscriberPublishPath(subscriber: SubscriberRef): string {
  return `${subscriberItemsPath(subscriber)}/publish`;
}

/**
 * The subscriber a route names (React Router hands the params over decoded), or null when it names none
 * (`-`, missing) or its GLN is not 13 digits.
 */
export function parseSubscriberParams(params: Readonly<Record<string, string | undefined>>): SubscriberRef | null {
  const gln = params.subscriberGln?.trim() ?? '';
  if (!GLN_PATTERN.test(gln)) return null;
  const name = params.subscriberName?.trim() ?? '';
  return { name: name === NONE ? '' : name, gln };
}

/** How a subscriber is named in titles and breadcrumbs: its name, else its GLN. */
export function subscriberLabel(subscriber: SubscriberRef): string {
  return subscriber.name || subscriber.gln;
}

/** The CIC status a subscriber items link filters by, when it is one. */
export function parseCicStatus(value: string | null | undefined): CicState | null {
  return (CIC_STATES as readonly (string | null | undefined)[]).includes(value) ? (value as CicState) : null;
}

/** The delivery state a subscriber items link filters by, when it is one. */
export function parseDeliveryStatus(value: string | null | undefined): DeliveryStatus | null {
  return (DELIVERY_STATUSES as readonly (string | null | undefined)[]).includes(value)
    ? (value as DeliveryStatus)
    : null;
}

/** What a screen hands the publication center on its way back: the success to show there. */
export interface PublicationCenterState {
  notice: string;
}

export function isPublicationCenterState(state: unknown): state is PublicationCenterState {
  return typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string';
}
