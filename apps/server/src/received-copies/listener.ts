import type {
  Expression,
  ExpressionBuilder,
  Insertable,
  OnConflictTables,
  OnConflictUpdateDatabase,
  Selectable,
  SqlBool,
  UpdateObject,
} from 'kysely';
import type { ItemAttributes } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema/index.js';
import type { ReceivedItemTable } from '../db/schema/received-item.js';

/** A column name, checked against the table. */
type Column<C extends keyof ReceivedItemTable> = C;
/** What a delivery stores of a copy: its key, its place in the hierarchy and the document as the CIN carried it. */
type DocumentColumn = Column<
  | 'company_id'
  | 'subscriber_gln'
  | 'publisher_company_id'
  | 'info_provider_gln'
  | 'source_item_id'
  | 'gtin'
  | 'target_market'
  | 'root_gtin'
  | 'unit_descriptor'
  | 'description'
  | 'brand_name'
  | 'product_code'
  | 'gpc_code'
  | 'children'
  | 'attributes'
  | 'gdsn_document'
  | 'version'
  | 'has_allergens'
  | 'has_nutrients'
  | 'has_marketing'
  | 'cin_message_id'
>;
/**
 * The columns only the core writes: the document, the copy's own history (the version before), whether it is
 * withdrawn or was ever synchronised, and when. `cic_status` is the triggers' (migration 0013).
 */
type CoreColumn =
  | DocumentColumn
  | Column<
      | 'id'
      | 'search_text'
      | 'withdrawn'
      | 'cic_status'
      | 'previous_attributes'
      | 'previous_gdsn_document'
      | 'previous_cin_message_id'
      | 'synced_once'
      | 'received_time'
      | 'modified_time'
    >;

/** The columns the listeners keep on a copy (exceptions, scores, search terms, matching state…). */
export type ListenerColumn = Exclude<keyof ReceivedItemTable, CoreColumn>;
export type ListenerColumns = { [C in ListenerColumn]?: Insertable<ReceivedItemTable>[C] };

export type CopyRow = Selectable<ReceivedItemTable>;

/** A copy as a delivery gives it to the core. */
export type CopyDocument = Pick<Insertable<ReceivedItemTable>, DocumentColumn>;

/** The next lower level of a copy's item: the documents its rules look at (a case's quantity, its children). */
export interface LevelBelow {
  attributes: ItemAttributes;
  quantity: number;
}

/**
 * A copy about to be stored, as a listener's `enrich` sees it: the row so far (the document, and the columns of
 * the listeners registered before), its document read, and the level below. Copies of one item in a store
 * share one `document` object: a listener may work once per document.
 */
export interface CopyDraft {
  readonly row: Readonly<Insertable<ReceivedItemTable>>;
  readonly document: ItemAttributes;
  readonly below: readonly LevelBelow[];
}

/** Copies stored: the live ones they replaced (as they were) and the stored ones, with the columns listeners read. */
export interface StoredChange {
  replaced: readonly CopyRow[];
  stored: readonly CopyRow[];
}

/** Copies withdrawn from a buyer: those live until now, with the columns listeners read (none may have been live). */
export interface WithdrawnChange {
  companyId: number;
  withdrawn: readonly CopyRow[];
}

type Upsert = OnConflictUpdateDatabase<Database, 'received_item'>;
type UpsertTables = OnConflictTables<'received_item'>;
/** Columns a listener sets in the core's upsert when a copy is replaced: `received_item` is the copy as it was. */
type ReplacingColumns = Pick<UpdateObject<Upsert, UpsertTables, UpsertTables>, ListenerColumn>;

/**
 * A feature that keeps something of the received copies: the core calls it in the transaction of its own write,
 * so what it derives (tallies, word index) stays exact. Listeners are called in the order they are registered:
 * a later one sees the columns an earlier one's `enrich` added. Methods whose rows it needs name their columns
 * in `reads`: the core reads them with the copies replaced or withdrawn and returns them with those stored.
 */
export interface CopiesListener {
  readonly name: string;
  readonly reads?: readonly (keyof CopyRow)[];
  /** The columns `enrich` gives: stored with a new copy, and over the copy it replaces. */
  readonly enriches?: readonly ListenerColumn[];
  enrich?(db: Db, drafts: readonly CopyDraft[]): Promise<readonly ListenerColumns[]>;
  /** Columns set in the same statement as a replacement, for rules that must see the copy as it was. */
  replacing?(eb: ExpressionBuilder<Upsert, UpsertTables>, newVersion: Expression<SqlBool>): ReplacingColumns;
  stored?(db: Db, change: StoredChange): Promise<void>;
  /** Columns set with `withdrawn` on every copy of the withdrawn hierarchy. */
  readonly withdrawing?: ListenerColumns;
  withdrawn?(db: Db, change: WithdrawnChange): Promise<void>;
  /** Columns set with `synced_once` when the buyer synchronises (a CIC). */
  readonly synchronising?: ListenerColumns;
  /** Fills what copies received before the listener existed lack (the matching run calls it). */
  complete?(db: Db, companyId: number): Promise<void>;
}

/** The columns the listeners read of the copies they hear about. */
export const readsOf = (listeners: readonly CopiesListener[]) => [
  ...new Set(listeners.flatMap((listener) => listener.reads ?? [])),
];
