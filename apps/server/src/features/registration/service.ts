import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CATALOG_STATUS,
  GLOBAL_REGISTRY_GLN,
  REGISTRATION_STATUS,
  REGISTRATION_STATUS_CODES,
  REGISTRATION_STATUS_LABELS,
  REGISTRY_STATE,
  attributeByCode,
  type ItemError,
  type Page,
  type RegisterResult,
  type RegistrationErrors,
  type RegistrationRow,
  type RegistrationStatus,
  type RegistrationTotals,
  type registrationSearchSchema,
  registrationStatusOf,
} from '@tradepool/domain';
import { poolGln } from '../../gdsn/pool-gln.js';
import type { Db } from '../../db/database.js';
import { dateWindow } from '../../db/time.js';
import { badRequest, notFound } from '../../errors.js';
import { buildRci } from '../../gdsn/messages/rci.js';
import { rowKey } from '../catalog/bulk-save.js';
import { companyScope, inScope } from '../../http/scope.js';
import { inTurns } from '../../jobs/in-turns.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { Principal } from '../../security/sessions.js';
import {
  countRegistrations,
  itemErrors,
  itemsForRegistration,
  registrationAuthors,
  registrationHolders,
  registrationIds,
  registrationPage,
  registrationTotals,
  type RegistrationFilter,
} from './repo.js';
import { RCI_SEND_JOB } from '../../jobs/job-names.js';

/** The registry's answers received, whichever registry sent them (built-in, or of its own process). */
export { receiveRegistrationResponses } from './registry-exchange.js';

type RegistrationSearch = z.output<typeof registrationSearchSchema>;

function filterOf(principal: Principal, search: RegistrationSearch): RegistrationFilter {
  return {
    scope: companyScope(principal),
    status: (search.status as RegistrationStatus | null | undefined) ?? null,
    login: search.userName ?? null,
    ...dateWindow(search),
    keyword: search.keyword || null,
  };
}

/** `POST gdsn/tradeitems/registration`: the registration list (and the register and fix screens). */
export async function searchRegistrations(
  db: Db,
  principal: Principal,
  search: RegistrationSearch,
): Promise<Page<RegistrationRow>> {
  const filter = filterOf(principal, search);
  const [totalRows, rows] = await Promise.all([countRegistrations(db, filter), registrationPage(db, filter, search)]);
  return {
    totalRows,
    results: rows.map((row) => {
      const status = registrationStatusOf(row.status, row.reg_status) ?? REGISTRATION_STATUS.ready;
      return {
        catalogItemId: row.id,
        gtin: row.gtin,
        productCode: row.product_code,
        description: row.description,
        status,
        statusLabel: REGISTRATION_STATUS_LABELS[status],
        userName: row.first_name ? `${row.first_name} ${row.last_name}`.trim() : null,
        lastUpdate: row.modified_time,
        modifiedTime: row.modified_time,
        totalCount: Number(row.error_count),
        unitDescriptor: row.unit_descriptor,
        targetMarket: row.target_market,
      };
    }),
  };
}

/** The ids of the items a registration search matches, in its order, up to `limit`. */
export function registrationItemIds(
  db: Db,
  principal: Principal,
  search: RegistrationSearch,
  limit: number,
): Promise<number[]> {
  return registrationIds(db, filterOf(principal, search), search, limit);
}

/** `GET …/totals`: the four counts of spec point 3, "Registration totals". */
export async function totals(db: Db, principal: Principal): Promise<RegistrationTotals> {
  const counts = await registrationTotals(db, companyScope(principal));
  return {
    ready: counts[REGISTRATION_STATUS.ready],
    submitted: counts[REGISTRATION_STATUS.submitted],
    registered: counts[REGISTRATION_STATUS.registered],
    rejected: counts[REGISTRATION_STATUS.rejected],
  };
}

/** `GET …/statuses`. */
export function statuses(): { id: number; status: string }[] {
  return REGISTRATION_STATUS_CODES.map((id) => ({ id, status: REGISTRATION_STATUS_LABELS[id] }));
}

/** `GET …/authors`: who last changed the items in scope. */
export async function authors(db: Db, principal: Principal) {
  const rows = await registrationAuthors(db, companyScope(principal));
  return rows.map((r) => ({ userId: r.id, lastName: r.last_name, firstName: r.first_name, userName: r.login }));
}

/** `GET …/{catalogItemId}/errors`: why an item failed, validation rules first, with the upload row. */
export async function registrationErrors(db: Db, principal: Principal, itemId: number): Promise<RegistrationErrors> {
  const [item] = await itemsForRegistration(db, [itemId]);
  if (!item || !inScope(companyScope(principal), item.company_id)) throw notFound();
  const errors: ItemError[] = (await itemErrors(db, itemId)).map((e) => ({
    source: e.source,
    ruleId: e.rule_id,
    attribute: e.attribute,
    attributeLabel: e.attribute ? (attributeByCode(e.attribute)?.label ?? null) : null,
    message: e.message,
    rowNumber: e.row_number,
  }));
  return {
    catalogItemId: item.id,
    gtin: item.gtin,
    productCode: item.product_code,
    desc: item.description,
    errors,
  };
}

function gtinList(items: readonly { gtin: string }[]): string {
  const shown = items.slice(0, 10).map((i) => i.gtin);
  return `${shown.join(', ')}${items.length > 10 ? ` and ${items.length - 10} more` : ''}`;
}

/**
 * The items whose registration key another active item holds (sent or registered), or that the request
 * sends twice. The registry answers the data pool, not its items, so keeping one item per key is ours: two
 * companies can hold the same key only after a GLN moved from one to the other.
 */
async function keysHeldTwice<T extends { gtin: string; info_provider_gln: string; target_market: string }>(
  db: Db,
  items: readonly T[],
): Promise<T[]> {
  const sent = new Map<string, number>();
  for (const item of items) sent.set(rowKey(item), (sent.get(rowKey(item)) ?? 0) + 1);
  const holders = await registrationHolders(db, [...new Set(items.map((i) => i.gtin))]);
  const held = new Set(holders.map(rowKey));
  return items.filter((i) => held.has(rowKey(i)) || sent.get(rowKey(i))! > 1);
}

/** Items one slice of a registration call builds or writes before the event loop turns. */
const REGISTER_SLICE = 100;

type RegistrationItem = Awaited<ReturnType<typeof itemsForRegistration>>[number];

/** An item's RCI as the `gdsn_message` row that keeps it until the send job hands it over. */
function rciMessage(item: RegistrationItem, now: Date, time: string) {
  const instanceId = `RCI-${item.id}-${randomUUID()}`;
  const xml = buildRci({
    instanceId,
    senderGln: poolGln(),
    receiverGln: GLOBAL_REGISTRY_GLN,
    createdAt: now,
    items: [
      {
        entityId: String(item.id),
        documentCommand: 'ADD',
        gtin: item.gtin,
        infoProviderGln: item.info_provider_gln,
        targetMarket: item.target_market,
        gpcCode: item.gpc_code ?? '',
        sourceDataPool: poolGln(),
        state: 'REGISTERED',
      },
    ],
  });
  return {
    company_id: item.company_id,
    catalog_item_id: item.id,
    message_type: 'RCI' as const,
    direction: 'out' as const,
    instance_id: instanceId,
    correlation_id: null,
    xml,
    status: 'queued' as const,
    error: null,
    created_time: time,
    processed_time: null,
  };
}

/**
 * `POST …/register`: sends the Ready items to the Global Registry. All or nothing: an item the caller cannot
 * see is a 404, one that is not Ready or whose key another item holds a 400 naming it. Each item gets its
 * RCI message (stored as GS1 XML), moves to In Process (3) and the send is queued in the same transaction.
 */
export async function registerItems(db: Db, principal: Principal, ids: readonly number[]): Promise<RegisterResult> {
  const unique = [...new Set(ids)];
  const scope = companyScope(principal);
  const items = await itemsForRegistration(db, unique);
  if (items.length !== unique.length || items.some((i) => i.deleted || !inScope(scope, i.company_id))) {
    throw notFound();
  }
  const notReady = items.filter((i) => registrationStatusOf(i.status, i.reg_status) !== REGISTRATION_STATUS.ready);
  if (notReady.length) {
    throw badRequest(`Only Validated items not yet registered can be sent; not ready: ${gtinList(notReady)}.`);
  }
  const taken = await keysHeldTwice(db, items);
  if (taken.length) {
    throw badRequest(
      `One item holds the registration of a GTIN, information provider and target market; another item already holds it for: ${gtinList(taken)}.`,
    );
  }
  const now = new Date();
  const time = now.toISOString();
  // A call may send thousands: the RCIs are built and written in slices with a turn of the event loop
  // between them, so the call never holds other requests for more than a slice (issue 13).
  const messages: ReturnType<typeof rciMessage>[] = [];
  for await (const slice of inTurns(items, REGISTER_SLICE)) {
    for (const item of slice) messages.push(rciMessage(item, now, time));
  }
  await db.transaction().execute(async (trx) => {
    const messageIds: number[] = [];
    for await (const slice of inTurns(messages, REGISTER_SLICE)) {
      const inserted = await trx.insertInto('gdsn_message').values(slice).returning('id').execute();
      messageIds.push(...inserted.map((row) => row.id));
    }
    for await (const slice of inTurns(unique, REGISTER_SLICE)) {
      await trx
        .updateTable('catalog_item')
        .set({ status: CATALOG_STATUS.inProcess, reg_status: REGISTRY_STATE.submitted, modified_time: time })
        .where('id', 'in', slice)
        .execute();
      await trx
        .deleteFrom('catalog_item_error')
        .where('catalog_item_id', 'in', slice)
        .where('source', '=', 'registry')
        .execute();
    }
    await enqueueJob(trx, RCI_SEND_JOB, { messageIds }, { companyId: principal.companyId });
  });
  return {
    submitted: items.length,
    results: items.map((i) => ({ catalogItemId: i.id, gtin: i.gtin, success: true, error: null })),
  };
}
