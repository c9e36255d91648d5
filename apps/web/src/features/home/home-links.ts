import { REGISTRATION_STATUS, REGISTRATION_STATUS_HINTS, REGISTRATION_STATUS_LABELS } from '@tradepool/domain';
import type { DashboardStatus, RegistrationStatus, RegistrationSummary } from '@tradepool/domain';
import { CATALOG_PATH, catalogFilterPath } from '../catalog';
import { PUBLICATION_PATH, REVIEW_PATH } from '../publication';
import { registrationStatusPath } from '../registration';

/** A number on the home page, and the screen listing what it counts (counted the same way there). */
export interface CountLink {
  key: keyof RegistrationSummary;
  label: string;
  count: number;
  to: string;
  hint: string;
}

export interface CountGroup {
  title: string;
  links: CountLink[];
}

/** The catalog chart's slices and legend open the catalog filtered by that status. */
export function statusPath(status: DashboardStatus): string {
  return catalogFilterPath({ status });
}

/**
 * The registration and publication summary's numbers in three groups. Item counts open the catalog or the
 * registration list filtered as they count; the CIC states count publications (an item and a subscriber):
 * Review opens the review screen, which lists exactly those, the others the publication center, whose
 * Subscribers tab gives them per subscriber.
 */
export function summaryGroups(summary: RegistrationSummary): CountGroup[] {
  const link = (key: keyof RegistrationSummary, label: string, to: string, hint: string): CountLink => ({
    key,
    label,
    count: Number(summary[key] ?? 0),
    to,
    hint,
  });
  // Named as the registration screens name them: the same items, the same words.
  const registrationLink = (key: keyof RegistrationSummary, status: RegistrationStatus) =>
    link(key, REGISTRATION_STATUS_LABELS[status], registrationStatusPath(status), REGISTRATION_STATUS_HINTS[status]);
  return [
    {
      title: 'Catalog',
      links: [
        link('catalogItemCount', 'Items', CATALOG_PATH, 'Active items in your catalog.'),
        registrationLink('registrationCount', REGISTRATION_STATUS.registered),
        registrationLink('failedCount', REGISTRATION_STATUS.rejected),
      ],
    },
    {
      title: 'Publications',
      links: [
        link(
          'publishedCount',
          'Published items',
          catalogFilterPath({ published: 1 }),
          'Items published to a subscriber.',
        ),
        link(
          'acceptedCount',
          'Accepted',
          PUBLICATION_PATH,
          'Publications a subscriber acknowledged (CIC RECEIVED); per subscriber in the publication center.',
        ),
        link('reviewCount', 'Review', REVIEW_PATH, 'Publications a subscriber asks you to review (CIC REVIEW).'),
        link(
          'rejectedCount',
          'Rejected',
          PUBLICATION_PATH,
          'Publications a subscriber rejected (CIC REJECTED); per subscriber in the publication center.',
        ),
        link(
          'syncronizedCount',
          'Synchronised',
          PUBLICATION_PATH,
          'Publications a subscriber synchronised (CIC SYNCHRONISED); per subscriber in the publication center.',
        ),
      ],
    },
    {
      title: 'Product data',
      links: [
        link('allergensCount', 'Allergens', catalogFilterPath({ has: 'allergens' }), 'Items with allergen data.'),
        link(
          'nutritionalsCount',
          'Nutritional data',
          catalogFilterPath({ has: 'nutritional' }),
          'Items with nutrient data.',
        ),
        link(
          'imagesMarketingCount',
          'Images and marketing',
          catalogFilterPath({ has: 'marketing' }),
          'Items with marketing information or images.',
        ),
      ],
    },
  ];
}
