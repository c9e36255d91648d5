import { DMS_ITEM_VIEWS, type DmsItemView } from '@tradepool/domain';

export const DMS_PATH = '/dms';

/** Spec point 2: the buyer's items no publisher's item is matched to. */
export const DMS_UNMATCHED_ITEMS_PATH = `${DMS_PATH}/subscriberunmatcheditems`;

/** Where the item list was opened from, kept in its route so the way back leads there. */
export type DmsFromFlag = 'dms' | 'home';

export interface DmsItemListLink {
  publisherName: string;
  publisherGln: string;
  itemView: DmsItemView;
  fromFlag?: DmsFromFlag;
}

/** `/dms/itemlist/:publisherName/:publisherGln/:itemView/:fromFlag`; an unnamed publisher is written `-`. */
export function dmsItemListPath(link: DmsItemListLink): string {
  return `${DMS_PATH}/itemlist/${publisherSegments(link)}`;
}

/**
 * `/dms/possibleMatchitemlist/:publisherName/:publisherGln/:itemView/:fromFlag`: the item list's segments, so
 * the way back opens the list in its view; `?catalogItemId=` keeps one received item's pairs.
 */
export function dmsPossibleMatchPath(link: DmsItemListLink, catalogItemId?: number): string {
  const path = `${DMS_PATH}/possibleMatchitemlist/${publisherSegments(link)}`;
  return catalogItemId === undefined ? path : `${path}?catalogItemId=${catalogItemId}`;
}

function publisherSegments({ publisherName, publisherGln, itemView, fromFlag = 'dms' }: DmsItemListLink): string {
  return `${encodeURIComponent(publisherName.trim() || '-')}/${publisherGln}/${itemView}/${fromFlag}`;
}

/** The item list's route params; an unknown view opens Action Needed (4), the list's default. */
export function parseDmsItemListParams(params: Readonly<Record<string, string | undefined>>): DmsItemListLink {
  const view = Number(params.itemView);
  return {
    publisherName: params.publisherName && params.publisherName !== '-' ? params.publisherName : '',
    publisherGln: params.publisherGln ?? '',
    itemView: (DMS_ITEM_VIEWS as readonly number[]).includes(view) ? (view as DmsItemView) : 4,
    fromFlag: params.fromFlag === 'home' ? 'home' : 'dms',
  };
}

/** Spec point 9: the item detail's list grows 100 rows at a time. */
export const DMS_DETAIL_ROW_STEP = 100;

export interface DmsItemDetailLink extends DmsItemListLink {
  catalogItemId: number;
  /** How far down the list the item was: the detail's list opens that long, rounded up to a multiple of 100. */
  rows?: number;
  /** The subscriber view: the item beside this one buyer item, to synchronise or match. */
  subscriberItemId?: number;
}

/** `/dms/itemlist/itemdetail/:publisherName/:publisherGln/:itemView/:fromFlag?item=…&rows=…`. */
export function dmsItemDetailPath({
  catalogItemId,
  rows = DMS_DETAIL_ROW_STEP,
  subscriberItemId,
  ...list
}: DmsItemDetailLink): string {
  const listPath = dmsItemListPath(list).slice(`${DMS_PATH}/itemlist`.length);
  const subscriber = subscriberItemId === undefined ? '' : `&subscriberItem=${subscriberItemId}`;
  return `${DMS_PATH}/itemlist/itemdetail${listPath}?item=${catalogItemId}&rows=${detailRowCount(rows)}${subscriber}`;
}

/** The detail list's first row count: rounded up to a multiple of 100, at least 100, at most 500 (the API's cap). */
export function detailRowCount(rows: number): number {
  const step = DMS_DETAIL_ROW_STEP;
  const rounded = Math.ceil((Number.isFinite(rows) && rows > 0 ? rows : step) / step) * step;
  return Math.min(Math.max(rounded, step), 5 * step);
}
