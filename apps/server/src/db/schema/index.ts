import type { CompanyTable } from './company.js';
import type { CompanyGlnTable } from './company-gln.js';
import type { CompanyWebhookTable } from './company-webhook.js';
import type { CompanyContactTable } from './company-contact.js';
import type { CompanyPartnerTable } from './company-partner.js';
import type { RoleTable } from './role.js';
import type { PermissionTable } from './permission.js';
import type { RolePermissionTable } from './role-permission.js';
import type { AppUserTable } from './user.js';
import type { UserCompanyTable } from './user-company.js';
import type { UserSessionTable } from './user-session.js';
import type { UserPreferenceTable } from './user-preference.js';
import type { PasswordResetTable } from './password-reset.js';
import type { LoginAttemptTable } from './login-attempt.js';
import type { JobTable } from './job.js';
import type { PlayEntryTable } from './play-entry.js';
import type { ManufacturerTable } from './manufacturer.js';
import type { CrossReferenceFileTable } from './cross-reference-file.js';
import type { SubscriberItemTable } from './subscriber-item.js';
import type { CatalogItemTable } from './catalog-item.js';
import type { CatalogItemVersionTable } from './catalog-item-version.js';
import type { CatalogItemLinkTable } from './catalog-item-link.js';
import type { PublicationTable } from './publication.js';
import type { DownloadRequestTable } from './download-request.js';
import type { CatalogUploadFailureTable, CatalogUploadTable } from './catalog-upload.js';
import type { CatalogItemErrorTable } from './catalog-item-error.js';
import type { GdsnMessageTable } from './gdsn-message.js';
import type { NetworkCicTable, NetworkReceivedTable } from './network-received.js';
import type { RegistryItemTable } from './registry-item.js';
import type {
  RegistryForwardTable,
  RegistryMessageTable,
  RegistryPartyTable,
  RegistrySubscriptionTable,
} from './registry-node.js';
import type { NetworkSubscriberTable, RegistryOutboxTable, RegistryPartyRegistrationTable } from './registry-client.js';
import type { SubscriptionTable } from './subscription.js';
import type { PublicationSubscriberTable } from './publication-subscriber.js';
import type { CicHistoryTable } from './cic-history.js';
import type { ReceivedItemTable } from './received-item.js';
import type { ReceivedItemCinTable } from './received-item-cin.js';
import type { PublicationTallyTable } from './publication-tally.js';
import type { DmsMatchTable } from './dms-match.js';
import type { OmsTransactionTable } from './oms-transaction.js';
import type { DmsConfirmedCodeTable, DmsRejectedPairTable } from './dms-lessons.js';
import type { ScorecardTallyTable } from './scorecard-tally.js';
import type { RateLimitHitTable } from './rate-limit-hit.js';
import type { ScorecardGapTable } from './scorecard-gap.js';
import type { StoredFileChunkTable, StoredFileTable } from './stored-file.js';
import type { GpcBrickTable } from './gpc-brick.js';
import type {
  NetworkIdentityTable,
  NetworkInboundTable,
  NetworkPartnerGlnTable,
  NetworkPartnerTable,
} from './network.js';
import type { ReceivedItemTermTable, ReceivedTermTable, ReceivedTermTrigramTable } from './received-term.js';

export interface Database {
  company: CompanyTable;
  company_gln: CompanyGlnTable;
  company_contact: CompanyContactTable;
  company_webhook: CompanyWebhookTable;
  company_partner: CompanyPartnerTable;
  role: RoleTable;
  permission: PermissionTable;
  role_permission: RolePermissionTable;
  app_user: AppUserTable;
  user_company: UserCompanyTable;
  user_session: UserSessionTable;
  user_preference: UserPreferenceTable;
  password_reset: PasswordResetTable;
  login_attempt: LoginAttemptTable;
  job: JobTable;
  play_entry: PlayEntryTable;
  manufacturer: ManufacturerTable;
  cross_reference_file: CrossReferenceFileTable;
  subscriber_item: SubscriberItemTable;
  catalog_item: CatalogItemTable;
  catalog_item_version: CatalogItemVersionTable;
  catalog_item_link: CatalogItemLinkTable;
  publication: PublicationTable;
  download_request: DownloadRequestTable;
  catalog_upload: CatalogUploadTable;
  catalog_upload_failure: CatalogUploadFailureTable;
  catalog_item_error: CatalogItemErrorTable;
  gdsn_message: GdsnMessageTable;
  network_received: NetworkReceivedTable;
  network_cic: NetworkCicTable;
  registry_item: RegistryItemTable;
  registry_party: RegistryPartyTable;
  registry_subscription: RegistrySubscriptionTable;
  registry_message: RegistryMessageTable;
  registry_forward: RegistryForwardTable;
  registry_outbox: RegistryOutboxTable;
  registry_party_registration: RegistryPartyRegistrationTable;
  network_subscriber: NetworkSubscriberTable;
  subscription: SubscriptionTable;
  publication_subscriber: PublicationSubscriberTable;
  cic_history: CicHistoryTable;
  received_item: ReceivedItemTable;
  received_item_cin: ReceivedItemCinTable;
  publication_tally: PublicationTallyTable;
  dms_match: DmsMatchTable;
  oms_transaction: OmsTransactionTable;
  dms_rejected_pair: DmsRejectedPairTable;
  dms_confirmed_code: DmsConfirmedCodeTable;
  scorecard_tally: ScorecardTallyTable;
  rate_limit_hit: RateLimitHitTable;
  scorecard_gap: ScorecardGapTable;
  received_term: ReceivedTermTable;
  received_item_term: ReceivedItemTermTable;
  received_term_trigram: ReceivedTermTrigramTable;
  stored_file: StoredFileTable;
  stored_file_chunk: StoredFileChunkTable;
  gpc_brick: GpcBrickTable;
  network_partner: NetworkPartnerTable;
  network_partner_gln: NetworkPartnerGlnTable;
  network_identity: NetworkIdentityTable;
  network_inbound: NetworkInboundTable;
}
