import { DMS_ITEM_VIEWS, type DmsItemView } from '@tradepool/domain';

export const DMS_PATH = '/dms';

/** Where the item list was opened from, kept in its route so the way back leads there. */
export type DmsFromFlag = 'dms' | 'home';

export interface DmsItemListLink {
  publisherName: string;
  publisherGln: string;
  itemView: DmsItemView;
  fromFlag?: DmsFromFlag;
}

/** `/dms/itemlist/:publisherName/:publisherGln/:itemView/:fromFlag`; an unnamed publisher is written `-`. */
export function dmsItemListPath({ publisherName, publisherGln, itemView, fromFlag = 'dms' }: DmsItemListLink): string {
  const name = encodeURIComponent(publisherName.trim() || '-');
  return `${DMS_PATH}/itemlist/${name}/${publisherGln}/${itemView}/${fromFlag}`;
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
