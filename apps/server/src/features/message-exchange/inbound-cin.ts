import { CATALOG_STATUS, type ItemAttributes } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { FileStore } from '../../files/file-store.js';
import { CIN_COMMANDS, type CinDocument } from '../../gdsn/messages/cin.js';
import type { DocumentPlace } from '../../gdsn/messages/document-message.js';
import type { Gs1Error } from '../../gdsn/messages/gs1-response.js';
import type { Sbdh } from '../../gdsn/messages/sbdh.js';
import { readXml } from '../../gdsn/read-xml.js';
import { nextTurn } from '../../jobs/in-turns.js';
import { KEY_CODES } from '../catalog/item-document.js';
import {
  documentKey,
  itemFailures,
  parseAttributes,
  treeBounds,
  treeFailures,
  uploadOwner,
  uploadedDocument,
  type UploadOwner,
} from '../catalog/service.js';
import { childrenFirst, gtinKey, storeCinUpload } from '../catalog-upload/service.js';
import type { InboundCaller } from './inbound-caller.js';
import { DATA_POOL_ERRORS, gs1Error, type InboundOutcome } from './inbound-errors.js';

const VALIDATION_BATCH = 100;

/** A trade item of the message as checked: its stored form (none when it cannot be identified) and its errors. */
interface CheckedItem {
  source: CinDocument;
  attributes: ItemAttributes | null;
  gtin: string;
  errors: Gs1Error[];
}

const gtinOf = (attributes: ItemAttributes) => gtinKey(attributes[KEY_CODES.gtin] ?? '');

/** An error about one trade item: the GS1 rule's number when a rule says it, the GTIN it concerns first. */
const itemError = (gtin: string, ruleId: number | null, message: string): Gs1Error =>
  gs1Error(ruleId === null ? DATA_POOL_ERRORS.invalidItem : String(ruleId), `GTIN ${gtin || '(none)'}: ${message}`);

/** What the identification of each trade item finds wrong: a key it cannot be stored under, values past GS1's bounds. */
function identify(owner: UploadOwner, documents: readonly CinDocument[]): CheckedItem[] {
  return documents.map((source) => {
    const gtin = gtinOf(source.attributes);
    const bounds = source.tree ? treeBounds(source.tree) : [];
    const identified = bounds.length
      ? { document: null, problems: bounds.map((reason) => ({ reason })) }
      : uploadedDocument(owner, source.attributes, 'cin');
    return {
      source,
      attributes: identified.document,
      gtin,
      errors: [...source.problems, ...identified.problems.map((p) => p.reason)].map((text) =>
        itemError(gtin, null, text),
      ),
    };
  });
}

/** The company's active items a child may be, by key (GTIN and target market), attributes parsed. */
async function catalogChildren(db: Db, companyId: number, items: readonly CheckedItem[]) {
  const wanted = [...new Set(items.flatMap((i) => i.source.children.map((c) => gtinKey(c.gtin))))];
  if (wanted.length === 0) return new Map<string, ItemAttributes>();
  const rows = await db
    .selectFrom('catalog_item')
    .select(['gtin', 'target_market', 'attributes'])
    .where('company_id', '=', companyId)
    .where('deleted', '=', 0)
    .where('gtin', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [`${r.gtin}/${r.target_market}`, parseAttributes(r.attributes)]));
}

/**
 * Judges every identified trade item as validation will judge it once stored (the GDSN rules, the
 * dictionary, what a CIN's item must carry, its tree), its children read from the message or, when it does
 * not carry them, from the catalog. A trade item the message repeats with other values is an error.
 */
async function validate(items: CheckedItem[], fromCatalog: Map<string, ItemAttributes>, owner: UploadOwner) {
  const inMessage = new Map<string, CheckedItem>();
  for (const item of items) {
    if (!item.attributes) continue;
    const key = documentKey(item.attributes);
    const earlier = inMessage.get(key);
    if (!earlier) inMessage.set(key, item);
    else if (JSON.stringify(earlier.attributes) !== JSON.stringify(item.attributes)) {
      item.errors.push(
        itemError(item.gtin, null, 'The message holds this trade item twice, with other values the second time.'),
      );
    }
  }
  const sent = new Map(
    [...inMessage.values()].map((i) => [`${i.gtin}/${String(i.attributes![KEY_CODES.targetMarket])}`, i.attributes!]),
  );
  const childAttributes = (gtin: string, targetMarket: string) => {
    const key = `${gtinKey(gtin)}/${targetMarket}`;
    return sent.get(key) ?? fromCatalog.get(key) ?? null;
  };
  const today = new Date();
  for (const [index, item] of items.entries()) {
    // The rules run on the event loop (30–60 ms per 500 items, validation.ts): others are answered between batches.
    if (index % VALIDATION_BATCH === 0) await nextTurn();
    if (!item.attributes) continue;
    const targetMarket = String(item.attributes[KEY_CODES.targetMarket]);
    const children: { attributes: ItemAttributes; quantity: number }[] = [];
    for (const child of item.source.children) {
      const attributes = childAttributes(child.gtin, targetMarket);
      if (attributes) children.push({ attributes, quantity: child.quantity });
      else {
        item.errors.push(
          itemError(
            item.gtin,
            null,
            `Child GTIN ${child.gtin} is neither in this message nor in your catalog for target market ${targetMarket}.`,
          ),
        );
      }
    }
    const failures = [
      ...itemFailures(item.attributes, children, CATALOG_STATUS.ready, true, owner.glns, today),
      ...(item.source.tree ? treeFailures(item.source.tree) : []).map((message) => ({ ruleId: null, message })),
    ];
    item.errors.push(...failures.map((f) => itemError(item.gtin, f.ruleId, f.message)));
  }
}

/**
 * Which documents are refused, with their errors: one whose trade items have any, one whose command a CIN does
 * not apply, and one whose trade item names as a child an item only a refused document carries (stored
 * alone, it would not be whole).
 */
function refusals(items: readonly CheckedItem[], places: readonly DocumentPlace[]): Map<number, Gs1Error[]> {
  const refused = new Map<number, Gs1Error[]>();
  const refuse = (index: number, errors: Gs1Error[]) => refused.set(index, [...(refused.get(index) ?? []), ...errors]);
  places.forEach((place, index) => {
    if (!(CIN_COMMANDS as readonly string[]).includes(place.commandType)) {
      refuse(index, [
        gs1Error(
          DATA_POOL_ERRORS.unsupported,
          `The ${place.commandType || 'missing'} document command is not applied: send ADD, CHANGE_BY_REFRESH or CORRECT.`,
        ),
      ]);
    }
  });
  for (const item of items) if (item.errors.length) refuse(item.source.notification, item.errors);
  const holdersOf = new Map<string, Set<number>>();
  for (const item of items)
    holdersOf.set(item.gtin, (holdersOf.get(item.gtin) ?? new Set()).add(item.source.notification));
  for (let changed = true; changed;) {
    changed = false;
    for (const item of items) {
      if (refused.has(item.source.notification)) continue;
      const lost = item.source.children.find((child) => {
        const holders = [...(holdersOf.get(gtinKey(child.gtin)) ?? [])];
        return holders.length > 0 && holders.every((n) => refused.has(n));
      });
      if (lost) {
        refuse(item.source.notification, [
          itemError(
            item.gtin,
            null,
            `Its child GTIN ${lost.gtin} is refused in this message, so it is not stored without it.`,
          ),
        ]);
        changed = true;
      }
    }
  }
  return refused;
}

/**
 * A CIN from a publisher: every trade item is checked before the answer (`validate`), each document accepted
 * whole or refused whole with every error, and what is accepted stored at once, in one transaction; what is
 * refused is stored nowhere. The stored items are then validated as an upload's are, to the same outcome.
 */
export async function inboundCin(
  db: Db,
  files: FileStore,
  caller: InboundCaller,
  xml: string,
  header: Sbdh,
  places: readonly DocumentPlace[],
): Promise<InboundOutcome> {
  const content = await readXml('cin', xml);
  const owner = await uploadOwner(db, {
    companyId: caller.companyId,
    userId: caller.principal.userId,
    userType: caller.principal.userType,
  });
  const items = identify(owner, content.documents);
  await validate(items, await catalogChildren(db, caller.companyId, items), owner);
  const refused = refusals(items, places);
  const accepted = content.documents.filter((d) => !refused.has(d.notification));
  if (accepted.length) await storeCinUpload(db, files, owner, `${header.instanceId}.xml`, xml, childrenFirst(accepted));
  return {
    accepted: places.filter((_, index) => !refused.has(index)),
    rejected: [...refused].map(([index, errors]) => ({ ...places[index]!, errors })),
  };
}
