import type { CatalogSearch } from '@tradepool/domain';

/**
 * What the download dialog exports: ticked rows, or every row the grid's search matches (download mode).
 * `Search` is the grid's search (the subscriber catalog has its own).
 */
export type CatalogSelection<Search = CatalogSearch> = { ids: number[] } | { all: true; search: Search };

/**
 * Spec point 7, `download/spreadsheet/catalog?ids&page` and `download/itemgrid/catalog?ids&page`: ticked rows
 * go as `ids=1.2.3`; with every row selected the grid's search travels in the body instead.
 */
export function catalogDownloadRequest<Search>(
  path: string,
  selection: CatalogSelection<Search>,
): { path: string; body: unknown } {
  if ('ids' in selection) return { path: `${path}?ids=${selection.ids.join('.')}&page=catalog`, body: {} };
  return { path: `${path}?page=catalog`, body: selection.search };
}

/** The number of bytes as people read it. */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
