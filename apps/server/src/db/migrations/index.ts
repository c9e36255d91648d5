import { Migrator, type Migration } from 'kysely';
import type { DatabaseHandle, DialectName } from '../database.js';
import { tenancyMigration } from './0001-tenancy.js';
import { jobsMigration } from './0002-jobs.js';
import { playMigration } from './0003-play.js';
import { adminMigration } from './0004-admin.js';
import { catalogMigration } from './0005-catalog.js';
import { registrationMigration } from './0006-registration.js';
import { registryAnswersMigration } from './0007-registry-answers.js';
import { nutrientUnitsMigration } from './0008-nutrient-units.js';
import { publicationExchangeMigration } from './0009-publication-exchange.js';
import { publicationScaleMigration } from './0010-publication-scale.js';
import { publicationTallyMigration } from './0011-publication-tally.js';
import { subscriberCatalogMigration } from './0012-subscriber-catalog.js';
import { receivedItemSearchMigration } from './0013-received-item-search.js';
import { dataQualityMigration } from './0014-data-quality.js';
import { receivedExceptionsMigration } from './0015-received-exceptions.js';
import { matchLessonsMigration } from './0016-match-lessons.js';
import { omsTransactionsMigration } from './0017-oms-transactions.js';
import { dashboardMigration } from './0018-dashboard.js';
import { scorecardMigration } from './0019-scorecard.js';
import { supportMigration } from './0020-support.js';
import { rateLimitMigration } from './0022-rate-limit.js';
import { fileStoreMigration } from './0023-file-store.js';
import { searchStatusMigration } from './0024-search-status.js';
import { signInBoundsMigration } from './0025-sign-in-bounds.js';
import { uploadValidationMigration } from './0026-upload-validation.js';
import { gdsnDocumentMigration } from './0027-gdsn-document.js';
import { gpcBrickMigration } from './0029-gpc-brick.js';
import { subscriptionGtinMigration } from './0030-subscription-gtin.js';
import { messageInboxMigration } from './0032-message-inbox.js';
import { registryNodeMigration } from './0033-registry-node.js';
import { registryClientMigration } from './0034-registry-client.js';
import { networkTransportMigration } from './0035-network-transport.js';
import { networkExchangeMigration } from './0037-network-exchange.js';
import { matchDecisionMigration } from './0038-match-decision.js';
import { itemHistoryMigration } from './0039-item-history.js';

/** The explicit, ordered registry: a migration runs once, in name order, on either dialect. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-tenancy': tenancyMigration(dialect),
    '0002-jobs': jobsMigration(dialect),
    '0003-play': playMigration(),
    '0004-admin': adminMigration(dialect),
    '0005-catalog': catalogMigration(dialect),
    '0006-registration': registrationMigration(dialect),
    '0007-registry-answers': registryAnswersMigration(),
    '0008-nutrient-units': nutrientUnitsMigration(),
    '0009-publication-exchange': publicationExchangeMigration(dialect),
    '0010-publication-scale': publicationScaleMigration(dialect),
    '0011-publication-tally': publicationTallyMigration(dialect),
    '0012-subscriber-catalog': subscriberCatalogMigration(),
    '0013-received-item-search': receivedItemSearchMigration(dialect),
    '0014-data-quality': dataQualityMigration(dialect),
    '0015-received-exceptions': receivedExceptionsMigration(),
    '0016-match-lessons': matchLessonsMigration(dialect),
    '0017-oms-transactions': omsTransactionsMigration(dialect),
    '0018-dashboard': dashboardMigration(),
    '0019-scorecard': scorecardMigration(dialect),
    '0020-support': supportMigration(),
    '0022-rate-limit': rateLimitMigration(),
    '0023-file-store': fileStoreMigration(dialect),
    '0024-search-status': searchStatusMigration(dialect),
    '0025-sign-in-bounds': signInBoundsMigration(),
    '0026-upload-validation': uploadValidationMigration(),
    '0027-gdsn-document': gdsnDocumentMigration(),
    '0029-gpc-brick': gpcBrickMigration(),
    '0030-subscription-gtin': subscriptionGtinMigration(),
    '0032-message-inbox': messageInboxMigration(),
    '0033-registry-node': registryNodeMigration(dialect),
    '0034-registry-client': registryClientMigration(dialect),
    '0035-network-transport': networkTransportMigration(dialect),
    '0037-network-exchange': networkExchangeMigration(dialect),
    '0038-match-decision': matchDecisionMigration(),
    '0039-item-history': itemHistoryMigration(dialect),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
