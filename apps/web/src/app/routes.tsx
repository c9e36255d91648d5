import { ExperimentOutlined, HomeOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { FileSyncOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { BankOutlined } from '@ant-design/icons';
import { AppstoreOutlined } from '@ant-design/icons';
import { CloudUploadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { AuditOutlined, BellOutlined, InboxOutlined, MailOutlined } from '@ant-design/icons';
import { FileExcelOutlined, FileSearchOutlined, MonitorOutlined, TrophyOutlined } from '@ant-design/icons';
import { ClusterOutlined } from '@ant-design/icons';
import {
  FIX_SCREEN_NAME,
  PUBLISHER_ITEMS_REPORT_PATH,
  SUBSCRIBER_CATALOG_PATH,
  isGdsnUser,
  isPublisherOnly,
  isSubscriberOnly,
} from '@tradepool/domain';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../lib/paths';
import { DMS_PATH, DMS_UNMATCHED_ITEMS_PATH } from '../features/data-quality/dms-paths';
import { showsSubscriptionColumns } from '../features/subscriptions/subscription-list';
import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-helpers';

/** One page for both catalog routes, so a search from the screen's own box keeps the screen's state. */
const CatalogPage = lazyPage(
  () => import('../features/catalog/pages/catalog-page'),
  (m) => m.CatalogPage,
);

/** Both subscriber catalog routes share a page, as the supplier catalog's do. */
const SubscriberCatalogPage = lazyPage(
  () => import('../features/subscriber-catalog/pages/subscriber-catalog-page'),
  (m) => m.SubscriberCatalogPage,
);

/** Spec point 6: subscriber-only users are not offered the supplier catalog (they keep no items of their own). */
const notForSubscribersOnly: AppRoute['hiddenFrom'] = (user) => isSubscriberOnly(user.roleName);

/**
 * Issue 35: the buyer's tools (spec point 2: the subscriber's cross-reference files, the food-service
 * company's manufacturers) are not offered to a publisher-only company's users; the server refuses them too.
 */
const notForPublishersOnly: AppRoute['hiddenFrom'] = (user) => isPublisherOnly(user.roleName);

/** One page for each wizard's three routes, so the choice of subscribers and items survives the steps. */
const PublishWizardPage = lazyPage(
  () => import('../features/publication/pages/publication-wizard-page'),
  (m) => m.PublishWizardPage,
);
const UnpublishWizardPage = lazyPage(
  () => import('../features/publication/pages/publication-wizard-page'),
  (m) => m.UnpublishWizardPage,
);

/** A route param's subscriber name as the breadcrumb shows it (`-`: unnamed, the GLN stands in). */
const subscriberCrumb = ({ subscriberName, subscriberGln }: Readonly<Record<string, string>>) =>
  subscriberName && subscriberName !== '-' ? subscriberName : (subscriberGln ?? 'Subscriber');

/**
 * THE route table of spec point 2: every screen, what it needs (spec point 6), its breadcrumb and its
 * place in the navigation. The router, the navigation, the breadcrumbs, the home cards and the landing
 * rules are all derived from it.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: LOGIN_PATH,
    public: true,
    Page: lazyPage(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: NOT_FOUND_PATH,
    public: true,
    Page: lazyPage(
      () => import('../features/not-found/pages/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
  {
    path: HOME_PATH,
    Page: lazyPage(
      () => import('../features/home/pages/home-page'),
      (m) => m.HomePage,
    ),
    breadcrumb: 'Home',
    nav: { label: 'Home', icon: <HomeOutlined /> },
    redirect: (user) => (isSubscriberOnly(user.roleName) ? SUBSCRIBER_CATALOG_PATH : null),
  },
  {
    path: '/help',
    Page: lazyPage(
      () => import('../features/help/pages/help-page'),
      (m) => m.HelpPage,
    ),
    parent: HOME_PATH,
    breadcrumb: 'Help',
    nav: { label: 'Help', icon: <QuestionCircleOutlined /> },
    area: { title: 'Help', description: 'Guidance on using Tradepool.', icon: <QuestionCircleOutlined /> },
  },
  {
    path: '/catalog',
    Page: CatalogPage,
    permission: ['CATALOG_VIEW'],
    hiddenFrom: notForSubscribersOnly,
    parent: HOME_PATH,
    breadcrumb: 'Catalog',
    nav: { label: 'Catalog', icon: <AppstoreOutlined /> },
    area: {
      title: 'Catalog',
      description: 'Your trade items: search and filter them, see every attribute and hierarchy, create and download.',
      icon: <AppstoreOutlined />,
      viewOnly: {
        manage: ['CATALOG_MANAGE'],
        description: 'Trade items: search and filter them, see every attribute and hierarchy, and download them.',
      },
    },
  },
  {
    // Empty segments are written 0 (the id) or - (keyword, GTIN): see features/catalog/catalog-params.ts.
    path: '/catalog/:catalogItemId/:keyword/:gtin',
    Page: CatalogPage,
    permission: ['CATALOG_VIEW'],
    hiddenFrom: notForSubscribersOnly,
    parent: '/catalog',
  },
  {
    // Spec point 2, "Subscriber catalog": the items received from every publisher. Subscribers land here.
    path: SUBSCRIBER_CATALOG_PATH,
    Page: SubscriberCatalogPage,
    permission: ['CATALOG_SUBSCRIBE'],
    parent: HOME_PATH,
    breadcrumb: 'Subscriber catalog',
    nav: { label: 'Subscriber catalog', icon: <InboxOutlined /> },
    area: {
      title: 'Subscriber catalog',
      description:
        'The items your publishers sent you: search and filter them, see their attributes, hierarchy and CICs.',
      icon: <InboxOutlined />,
    },
  },
  {
    // The id is a received item's; empty segments are written as in the supplier catalog (0 and -).
    path: `${SUBSCRIBER_CATALOG_PATH}/:catalogItemId/:keyword/:gtin`,
    Page: SubscriberCatalogPage,
    permission: ['CATALOG_SUBSCRIBE'],
    parent: SUBSCRIBER_CATALOG_PATH,
  },
  {
    path: '/catalog/:catalogItemId/:keyword/:gtin/uploadregister',
    Page: lazyPage(
      () => import('../features/registration/pages/upload-register-page'),
      (m) => m.UploadRegisterPage,
    ),
    permission: ['CATALOG_MANAGE'],
    parent: '/catalog',
    breadcrumb: 'Upload Items',
  },
  {
    path: '/registration',
    Page: lazyPage(
      () => import('../features/registration/pages/registration-page'),
      (m) => m.RegistrationPage,
    ),
    permission: ['CATALOG_MANAGE'],
    parent: HOME_PATH,
    breadcrumb: 'Registration',
    nav: { label: 'Registration', icon: <SafetyCertificateOutlined /> },
    area: {
      title: 'Registration',
      description: 'Register your items with the GS1 Global Registry, follow their status and fix the rejected ones.',
      icon: <SafetyCertificateOutlined />,
    },
  },
  {
    path: '/registration/register',
    Page: lazyPage(
      () => import('../features/registration/pages/register-page'),
      (m) => m.RegisterPage,
    ),
    permission: ['CATALOG_MANAGE'],
    // Non-GDSN users do not register with the GS1 Global Registry (the server refuses them too).
    hiddenFrom: (user) => !isGdsnUser(user.userType),
    parent: '/registration',
    breadcrumb: 'Register',
  },
  {
    path: '/fix',
    Page: lazyPage(
      () => import('../features/registration/pages/fix-page'),
      (m) => m.FixPage,
    ),
    permission: ['CATALOG_MANAGE'],
    parent: '/registration',
    breadcrumb: FIX_SCREEN_NAME,
  },
  {
    path: '/publication',
    Page: lazyPage(
      () => import('../features/publication/pages/publication-page'),
      (m) => m.PublicationPage,
    ),
    permission: ['CATALOG_PUBLISH'],
    parent: HOME_PATH,
    breadcrumb: 'Publication',
    nav: { label: 'Publication', icon: <CloudUploadOutlined /> },
    area: {
      title: 'Publication',
      description: 'Publish items to subscribers, follow their delivery and the confirmations (CIC) they send back.',
      icon: <CloudUploadOutlined />,
    },
  },
  {
    path: '/publication/publish',
    Page: PublishWizardPage,
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication',
    breadcrumb: 'Publish',
  },
  {
    path: '/publication/publish/subscriber',
    Page: PublishWizardPage,
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication/publish',
    breadcrumb: 'Subscribers',
  },
  {
    path: '/publication/publish/item',
    Page: PublishWizardPage,
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication/publish/subscriber',
    breadcrumb: 'Items',
  },
  {
    path: '/publication/unpublish',
    Page: UnpublishWizardPage,
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication',
    breadcrumb: 'Unpublish',
  },
  {
    path: '/publication/unpublish/subscriber',
    Page: UnpublishWizardPage,
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication/unpublish',
    breadcrumb: 'Subscribers',
  },
  {
    path: '/publication/unpublish/item',
    Page: UnpublishWizardPage,
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication/unpublish/subscriber',
    breadcrumb: 'Items',
  },
  {
    // Every subscriber's items in review; `/review/:subscriberName/:subscriberGln` keeps to one.
    path: '/review',
    Page: lazyPage(
      () => import('../features/publication/pages/review-page'),
      (m) => m.ReviewPage,
    ),
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication',
    breadcrumb: 'Review',
  },
  {
    path: '/review/:subscriberName/:subscriberGln',
    Page: lazyPage(
      () => import('../features/publication/pages/review-page'),
      (m) => m.ReviewPage,
    ),
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication',
    breadcrumb: (params) => `Review · ${subscriberCrumb(params)}`,
  },
  {
    path: '/subscribers/items/:subscriberName/:subscriberGln',
    Page: lazyPage(
      () => import('../features/publication/pages/subscriber-items-page'),
      (m) => m.SubscriberItemsPage,
    ),
    permission: ['CATALOG_PUBLISH'],
    parent: '/publication',
    breadcrumb: subscriberCrumb,
  },
  {
    path: '/subscribers/items/:subscriberName/:subscriberGln/review',
    Page: lazyPage(
      () => import('../features/publication/pages/review-page'),
      (m) => m.ReviewPage,
    ),
    permission: ['CATALOG_PUBLISH'],
    parent: '/subscribers/items/:subscriberName/:subscriberGln',
    breadcrumb: 'Review',
  },
  {
    path: '/subscribers/items/:subscriberName/:subscriberGln/publish',
    Page: lazyPage(
      () => import('../features/publication/pages/subscriber-publish-page'),
      (m) => m.SubscriberPublishPage,
    ),
    permission: ['CATALOG_PUBLISH'],
    parent: '/subscribers/items/:subscriberName/:subscriberGln',
    breadcrumb: 'Publish',
  },
  {
    // Spec point 2: only the configured company's users (the server says so in `hasPublisherItemsReport`, and
    // refuses the report's calls to anyone else); the others are sent home.
    path: PUBLISHER_ITEMS_REPORT_PATH,
    Page: lazyPage(
      () => import('../features/publisher-items-report/pages/publisher-items-report-page'),
      (m) => m.PublisherItemsReportPage,
    ),
    permission: ['CATALOG_PUBLISH'],
    hiddenFrom: (user) => user.hasPublisherItemsReport !== 1,
    parent: HOME_PATH,
    breadcrumb: 'Publisher items report',
    nav: { label: 'Publisher items report', icon: <FileExcelOutlined /> },
  },
  {
    path: '/subscription',
    Page: lazyPage(
      () => import('../features/subscriptions/pages/subscription-page'),
      (m) => m.SubscriptionPage,
    ),
    permission: ['CATALOG_SUBSCRIBE'],
    // Issue 35: GDSN subscriptions are a GDSN user's (spec point 4); the others would find one info line there.
    hiddenFrom: (user) => !showsSubscriptionColumns(user.userType),
    parent: HOME_PATH,
    breadcrumb: 'Subscriptions',
    nav: { label: 'Subscriptions', icon: <BellOutlined /> },
    area: {
      title: 'Subscriptions',
      description:
        "Subscribe to publishers' items by GLN, GTIN or GPC class or brick, cancel subscriptions, download what they brought.",
      icon: <BellOutlined />,
    },
  },
  {
    path: DMS_PATH,
    Page: lazyPage(
      () => import('../features/data-quality/pages/dms-summary-page'),
      (m) => m.DmsSummaryPage,
    ),
    permission: ['CATALOG_SUBSCRIBE'],
    parent: HOME_PATH,
    breadcrumb: 'Data quality',
    nav: { label: 'Data quality', icon: <AuditOutlined /> },
    area: {
      title: 'Data quality',
      description:
        "Match your publishers' items to your own, then synchronise, review or reject them item by item with a CIC.",
      icon: <AuditOutlined />,
    },
  },
  {
    path: `${DMS_PATH}/itemlist/:publisherName/:publisherGln/:itemView/:fromFlag`,
    Page: lazyPage(
      () => import('../features/data-quality/pages/dms-item-list-page'),
      (m) => m.DmsItemListPage,
    ),
    permission: ['CATALOG_SUBSCRIBE'],
    parent: DMS_PATH,
    breadcrumb: ({ publisherName, publisherGln }) =>
      publisherName && publisherName !== '-' ? publisherName : (publisherGln ?? 'Publisher'),
  },
  {
    path: `${DMS_PATH}/itemlist/itemdetail/:publisherName/:publisherGln/:itemView/:fromFlag`,
    Page: lazyPage(
      () => import('../features/data-quality/pages/dms-item-detail-page'),
      (m) => m.DmsItemDetailPage,
    ),
    permission: ['CATALOG_SUBSCRIBE'],
    parent: `${DMS_PATH}/itemlist/:publisherName/:publisherGln/:itemView/:fromFlag`,
    breadcrumb: 'Item detail',
  },
  {
    path: DMS_UNMATCHED_ITEMS_PATH,
    Page: lazyPage(
      () => import('../features/data-quality/pages/dms-unmatched-items-page'),
      (m) => m.DmsUnmatchedItemsPage,
    ),
    permission: ['CATALOG_SUBSCRIBE'],
    parent: DMS_PATH,
    breadcrumb: 'Unmatched buyer items',
  },
  {
    path: `${DMS_PATH}/possibleMatchitemlist/:publisherName/:publisherGln/:itemView/:fromFlag`,
    Page: lazyPage(
      () => import('../features/data-quality/pages/dms-possible-match-page'),
      (m) => m.DmsPossibleMatchPage,
    ),
    permission: ['CATALOG_SUBSCRIBE'],
    // Its params are the item list's, so the trail leads back to the list in its view.
    parent: `${DMS_PATH}/itemlist/:publisherName/:publisherGln/:itemView/:fromFlag`,
    breadcrumb: 'Possible matches',
  },
  {
    path: '/search',
    Page: lazyPage(
      () => import('../features/global-search/pages/global-search-page'),
      (m) => m.GlobalSearchPage,
    ),
    permission: ['CATALOG_SUBSCRIBE'],
    parent: HOME_PATH,
    breadcrumb: 'Search',
    nav: { label: 'Search', icon: <FileSearchOutlined /> },
    area: {
      title: 'Search',
      description: 'Search the items of all your publishers at once; a misspelt brand or description still finds them.',
      icon: <FileSearchOutlined />,
    },
  },
  {
    path: '/scorecard',
    Page: lazyPage(
      () => import('../features/scorecard/pages/scorecard-page'),
      (m) => m.ScorecardPage,
    ),
    permission: ['CATALOG_SUBSCRIBE'],
    parent: HOME_PATH,
    breadcrumb: 'Score card',
    nav: { label: 'Score card', icon: <TrophyOutlined /> },
    area: {
      title: 'Score card',
      description: "Each publisher's items scored for completeness and correctness, the weakest first.",
      icon: <TrophyOutlined />,
    },
  },
  {
    // Spec point 2: the support admin's landing page (spec point 6).
    path: '/support/publisherworkflow',
    Page: lazyPage(
      () => import('../features/support/pages/support-workflow-page'),
      (m) => m.SupportWorkflowPage,
    ),
    permission: ['SUPPORT_WORKFLOW'],
    parent: HOME_PATH,
    breadcrumb: 'Publisher workflow',
    nav: { label: 'Publisher workflow', icon: <MonitorOutlined /> },
    area: {
      title: 'Publisher workflow',
      description:
        "Follow a publisher's items from upload to CIC: every GS1 message and why a buyer sees an item or not.",
      icon: <MonitorOutlined />,
    },
  },
  {
    // Issue 16: the inbox and outbox of XML-integrated companies, and support's view of every company's.
    path: '/messages',
    Page: lazyPage(
      () => import('../features/messages/pages/messages-page'),
      (m) => m.MessagesPage,
    ),
    hiddenFrom: (user) => user.hasMessageInbox !== 1,
    parent: HOME_PATH,
    breadcrumb: 'Messages',
    nav: { label: 'Messages', icon: <MailOutlined /> },
  },
  {
    path: '/admin/company',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-list-page'),
      (m) => m.CompanyListPage,
    ),
    permission: ['COMPANY_MANAGE', 'COMPANY_VIEW'],
    parent: HOME_PATH,
    breadcrumb: 'Companies',
    nav: { label: 'Companies', icon: <BankOutlined /> },
    area: {
      title: 'Companies',
      description: 'Search companies, set up new ones step by step, and maintain roles, partners and users.',
      icon: <BankOutlined />,
      viewOnly: {
        manage: ['COMPANY_MANAGE'],
        description: 'Search companies and look up their roles, integrations, partners and users.',
      },
    },
  },
  {
    path: '/admin/companypubsub',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-list-page'),
      (m) => m.CompanyPubSubListPage,
    ),
    permission: ['COMPANY_VIEW'],
    parent: '/admin/company',
    breadcrumb: 'Publisher-subscribers',
  },
  {
    path: '/admin/company/add/:step',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-wizard-page'),
      (m) => m.CompanyWizardPage,
    ),
    permission: ['COMPANY_MANAGE', 'COMPANY_VIEW'],
    parent: '/admin/company',
    breadcrumb: 'Add company',
  },
  {
    path: '/admin/company/:companyId/:buName/edit',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-edit-page'),
      (m) => m.CompanyEditPage,
    ),
    permission: ['COMPANY_MANAGE', 'COMPANY_VIEW'],
    parent: '/admin/company',
    breadcrumb: ({ companyId, buName }) =>
      buName && buName !== '-' ? `Company ${companyId} · ${buName}` : `Company ${companyId}`,
  },
  {
    path: '/admin/company/:companyId/:buName/:editPage/companyinformationedit',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-step-edit-page'),
      (m) => m.CompanyInformationEditPage,
    ),
    permission: ['COMPANY_MANAGE'],
    parent: '/admin/company/:companyId/:buName/edit',
    breadcrumb: 'Company Information',
  },
  {
    path: '/admin/company/:companyId/:buName/:editPage/companyrolesedit',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-step-edit-page'),
      (m) => m.CompanyRolesEditPage,
    ),
    permission: ['COMPANY_MANAGE'],
    parent: '/admin/company/:companyId/:buName/edit',
    breadcrumb: 'Company Roles',
  },
  {
    path: '/admin/company/:companyId/:buName/:editPage/integrationsapplicationsedit',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-step-edit-page'),
      (m) => m.IntegrationsEditPage,
    ),
    permission: ['COMPANY_MANAGE'],
    parent: '/admin/company/:companyId/:buName/edit',
    breadcrumb: 'Integrations/Applications',
  },
  {
    path: '/admin/company/:companyId/:buName/:editPage/entrustmentsedit/:partnerCompany',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-step-edit-page'),
      (m) => m.EntrustmentsEditPage,
    ),
    permission: ['COMPANY_MANAGE'],
    parent: '/admin/company/:companyId/:buName/edit',
    breadcrumb: 'Entrustments',
  },
  {
    path: '/admin/company/:companyId/:buName/:editPage/useraccountsedit',
    Page: lazyPage(
      () => import('../features/company-admin/pages/company-step-edit-page'),
      (m) => m.UserAccountsEditPage,
    ),
    permission: ['COMPANY_MANAGE'],
    parent: '/admin/company/:companyId/:buName/edit',
    breadcrumb: 'User Accounts',
  },
  {
    path: '/admin/user',
    Page: lazyPage(
      () => import('../features/user-admin/pages/user-admin-page'),
      (m) => m.UserAdminPage,
    ),
    permission: ['USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW'],
    parent: HOME_PATH,
    breadcrumb: 'Users',
    nav: { label: 'Users', icon: <TeamOutlined /> },
    area: {
      title: 'Users',
      description: 'Search user accounts, add and edit users, and reset passwords.',
      icon: <TeamOutlined />,
      viewOnly: { manage: ['USER_ACCOUNT_MANAGE'], description: 'Search user accounts and look up their roles.' },
    },
  },
  {
    // Issue 17: the pool's partner pools and its own AS2 identity, the whole pool's settings.
    path: '/admin/network',
    Page: lazyPage(
      () => import('../features/network-partners/pages/network-partners-page'),
      (m) => m.NetworkPartnersPage,
    ),
    permission: ['COMPANY_MANAGE'],
    hiddenFrom: (user) => user.roleName !== 'SITE_ADMIN',
    parent: HOME_PATH,
    breadcrumb: 'Network partners',
    nav: { label: 'Network partners', icon: <ClusterOutlined /> },
    area: {
      title: 'Network partners',
      description: "The data pools this pool exchanges GS1 messages with over AS2, and this pool's own AS2 identity.",
      icon: <ClusterOutlined />,
    },
  },
  {
    path: '/admin/user/add',
    Page: lazyPage(
      () => import('../features/user-admin/pages/user-admin-page'),
      (m) => m.AddUserPage,
    ),
    permission: ['USER_ACCOUNT_MANAGE'],
    parent: '/admin/user',
    breadcrumb: 'Add user',
  },
  {
    path: '/admin/user/edit',
    Page: lazyPage(
      () => import('../features/user-admin/pages/user-admin-page'),
      (m) => m.EditUserPage,
    ),
    permission: ['USER_ACCOUNT_MANAGE'],
    parent: '/admin/user',
    breadcrumb: 'Edit user',
  },
  {
    path: '/admin/userpubsub',
    Page: lazyPage(
      () => import('../features/user-admin/pages/user-admin-page'),
      (m) => m.UserPubSubAdminPage,
    ),
    permission: ['USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW'],
    parent: HOME_PATH,
    breadcrumb: 'Publisher-subscriber users',
  },
  {
    path: '/admin/sodexomanufacturers',
    Page: lazyPage(
      () => import('../features/manufacturers/pages/manufacturers-page'),
      (m) => m.ManufacturersPage,
    ),
    permission: ['USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW'],
    hiddenFrom: notForPublishersOnly,
    parent: HOME_PATH,
    breadcrumb: 'Manufacturers',
    nav: { label: 'Manufacturers', icon: <ShopOutlined /> },
    area: {
      title: 'Manufacturers',
      description: 'Your manufacturers: contact details, GLNs, confirmation and their setup on Tradepool.',
      icon: <ShopOutlined />,
      viewOnly: {
        manage: ['USER_ACCOUNT_MANAGE'],
        description: 'Manufacturers: contact details, GLNs, confirmation and their setup on Tradepool.',
      },
    },
  },
  {
    path: '/admin/report',
    Page: lazyPage(
      () => import('../features/cross-reference/pages/cross-reference-page'),
      (m) => m.CrossReferencePage,
    ),
    permission: ['COMPANY_MANAGE', 'USER_ACCOUNT_MANAGE'],
    hiddenFrom: notForPublishersOnly,
    parent: HOME_PATH,
    breadcrumb: 'Cross-reference files',
    nav: { label: 'Cross-reference files', icon: <FileSyncOutlined /> },
    area: {
      title: 'Cross-reference files',
      description: "Upload a subscriber's item cross-reference file and download the files on record.",
      icon: <FileSyncOutlined />,
    },
  },
  {
    path: '/catalogitemedit/:catalogItemId',
    Page: lazyPage(
      () => import('../features/catalog/pages/catalog-item-edit-page'),
      (m) => m.CatalogItemEditPage,
    ),
    permission: ['CATALOG_MANAGE'],
    parent: '/catalog',
    breadcrumb: ({ catalogItemId }) => `Edit item ${catalogItemId}`,
  },
  {
    // Spec point 2's demo page: last in the menu and among the areas, after the screens of the user's work.
    path: '/play',
    Page: lazyPage(
      () => import('../features/play/pages/play-page'),
      (m) => m.PlayPage,
    ),
    parent: HOME_PATH,
    breadcrumb: 'Play',
    nav: { label: 'Play', icon: <ExperimentOutlined /> },
    area: {
      title: 'Play',
      description: 'Browse sample trade items and try the test service with GET, POST, PUT and DELETE.',
      icon: <ExperimentOutlined />,
    },
  },
];
