import type { PublisherSuggestion } from '@tradepool/domain';

/**
 * A suggested publisher as the dialog's dropdown shows it: its GLN and name, and for a publisher another data
 * pool serves (found in the Global Registry) that it lives there: its items come through that pool.
 */
export const publisherChoiceLabel = (suggestion: PublisherSuggestion) =>
  `${suggestion.value} · ${suggestion.name}${suggestion.dataPool ? ' (another data pool)' : ''}`;
