import path from 'node:path';
import {
  AS2_ID_PATTERN,
  DATA_POOL_GLN,
  DIGITAL_LINK_DEFAULT_BASE,
  DOWNLOAD_DIRECT_MAX_ROWS_DEFAULT,
  SESSION_TIMEOUT_DEFAULT_MINUTES,
  isDigitalLinkBase,
  isValidGln,
} from '@tradepool/domain';
import { DEMO_PUBLISHER_ITEMS_REPORT_GLN } from './db/seed/demo-data.js';

/** Where files that outlive a request live (see `files/file-store.ts`). */
export type FileStorage = 'local' | 'database';

/** Tradepool's demo, or the network demo's second pool (`DEMO_DATA_SET`, docs/GDSN-NETWORK.md). */
export type DemoDataSet = 'tradepool' | 'mercato';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where uploads, reports and the mail outbox live: the data folder (one node) or the database (any number). */
  fileStorage: FileStorage;
  databaseUrl: string | null;
  sqliteFile: string;
  sessionTimeoutMinutes: number;
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null } | null;
  mailFrom: string;
  publicUrl: string;
  webDistDir: string | null;
  seedDemoData: boolean;
  /** With the demo data, the demo catalog too (real Open Food Facts products with cases and pallets). */
  seedDemoCatalog: boolean;
  /** Which demo the seed makes: Tradepool's, or the network demo's second pool (Mercato Retail). */
  demoDataSet: DemoDataSet;
  loginRateLimitPerMinute: number;
  loginLockout: { failures: number; windowMinutes: number };
  /** Roles (issue 18): an API node serves HTTP, a worker node runs jobs; one process does both by default. */
  runApi: boolean;
  runWorker: boolean;
  /** This process's name in logs and health answers (default host name and process id). */
  nodeName: string | null;
  /** On SIGTERM: how long requests in flight and the running job get to finish before the job is released. */
  shutdownGraceMs: number;
  /** How long a worker's claim on a job lasts without its heartbeat: a dead worker's job waits this long. */
  jobLockMs: number;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (else anyone could forge it). */
  trustProxy: boolean;
  /**
   * When the content security policy tells browsers to fetch everything over https: `auto` only for a
   * request that came over HTTPS (as `trustProxy` lets X-Forwarded-Proto say), else always or never.
   */
  cspUpgradeInsecure: CspUpgradeInsecure;
  logLevel: string;
  /** Largest cross-reference file (bytes) and most data rows one upload may carry. */
  crossrefMaxBytes: number;
  crossrefMaxRows: number;
  /** Most items a catalog download answers directly; larger selections are scheduled as a report. */
  downloadDirectMaxRows: number;
  /** Largest item upload (bytes; a GS1 XML file is read whole, so it has its own cap) and most item rows. */
  uploadMaxBytes: number;
  uploadXmlMaxBytes: number;
  uploadMaxRows: number;
  /**
   * The heap of the thread that parses GS1 XML from outside (MB), beside the main thread's: reading a CIN of
   * 20 MB takes about 250; a message that needs more is refused, and the server goes on.
   */
  xmlWorkerHeapMb: number;
  /** How long the built-in Global Registry takes to answer a registration (0: at once). */
  registryResponseDelayMs: number;
  /** The company GLN whose users may use the publisher items report; null: nobody. */
  publisherItemsReportGln: string | null;
  /** This data pool's GLN in the GDSN: two pools of one network never share one. */
  dataPoolGln: string;
  /** This pool's AS2 name in the network (default its GLN): partners address it so. */
  as2Id: string;
  /** This pool's AS2 key and certificate (PEM files), or null: made on first start and kept in the database. */
  as2Files: { keyFile: string; certFile: string } | null;
  /**
   * A Global Registry of its own process (`npm run registry`) this pool registers with, and the token it and
   * the registry both present; null: the built-in registry, inside this process.
   */
  globalRegistry: GlobalRegistryLink | null;
  /** The GS1 Digital Link resolver items' URIs point to (`{base}/01/{gtin}`), without a trailing slash. */
  digitalLinkBase: string;
}

export interface GlobalRegistryLink {
  /** The registry's address: the pool posts to `{url}/registry/messages`. */
  url: string;
  token: string;
}

export type CspUpgradeInsecure = 'auto' | 'always' | 'never';

function cspUpgradeInsecure(value: string | undefined): CspUpgradeInsecure {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if (value === 'true') return 'always';
  if (value === 'false') return 'never';
  throw new Error(`CSP_UPGRADE_INSECURE must be auto, true or false, got "${value}"`);
}

/**
 * `PUBLISHER_ITEMS_REPORT_GLN`: empty turns the report off; unset, the demo opens it to its publisher (Northwind
 * Foods) so that the seeded data shows it, and a real installation (no demo data) keeps it closed.
 */
function publisherItemsReportGln(value: string | undefined, seedDemoData: boolean): string | null {
  if (value === undefined) return seedDemoData ? DEMO_PUBLISHER_ITEMS_REPORT_GLN : null;
  if (value === '') return null;
  if (!isValidGln(value))
    throw new Error(`PUBLISHER_ITEMS_REPORT_GLN must be a GLN (13 digits with its check digit), got "${value}"`);
  return value;
}

/**
 * `SEED_DEMO_DATA`: the demo's accounts share a password the README publishes, so unset it seeds only the
 * embedded SQLite database (a try-out on one machine); a PostgreSQL installation gets the demo when it asks.
 */
function seedDemoData(value: string | undefined, databaseUrl: string | null): boolean {
  if (value === undefined || value === '') return databaseUrl === null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`SEED_DEMO_DATA must be true or false, got "${value}"`);
}

function gln(value: string | undefined, fallback: string, name: string): string {
  if (value === undefined || value === '') return fallback;
  if (!isValidGln(value)) throw new Error(`${name} must be a GLN (13 digits with its check digit), got "${value}"`);
  return value;
}

function demoDataSet(value: string | undefined): DemoDataSet {
  if (value === undefined || value === '' || value === 'tradepool') return 'tradepool';
  if (value === 'mercato') return 'mercato';
  throw new Error(`DEMO_DATA_SET must be tradepool or mercato, got "${value}"`);
}

function as2Id(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!AS2_ID_PATTERN.test(value))
    throw new Error(`AS2_ID must be 1 to 128 printable ASCII characters, got "${value}"`);
  return value;
}

/** `AS2_KEY_FILE` and `AS2_CERT_FILE` go together: a key without its certificate signs what nobody can check. */
function as2Files(keyFile: string | undefined, certFile: string | undefined): Config['as2Files'] {
  if (!keyFile && !certFile) return null;
  if (!keyFile || !certFile) throw new Error('AS2_KEY_FILE and AS2_CERT_FILE are set together, or neither');
  return { keyFile: path.resolve(keyFile), certFile: path.resolve(certFile) };
}

/** `GLOBAL_REGISTRY_URL` and `GLOBAL_REGISTRY_TOKEN`, both or neither. */
function globalRegistry(url: string | undefined, token: string | undefined): GlobalRegistryLink | null {
  if (!url && !token) return null;
  if (!url || !token) throw new Error('Set both GLOBAL_REGISTRY_URL and GLOBAL_REGISTRY_TOKEN, or neither.');
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`GLOBAL_REGISTRY_URL must be an http(s) URL, got "${url}"`);
  return { url: url.replace(/\/+$/, ''), token };
}

/** `DIGITAL_LINK_BASE`: GS1's resolver unless the brand owners' own one (a path of its own allowed). */
function digitalLinkBase(value: string | undefined): string {
  if (value === undefined || value === '') return DIGITAL_LINK_DEFAULT_BASE;
  if (!isDigitalLinkBase(value))
    throw new Error(`DIGITAL_LINK_BASE must be an http(s) address without query or fragment, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function fileStorage(value: string | undefined): FileStorage {
  if (value === undefined || value === '' || value === 'local') return 'local';
  if (value === 'database') return 'database';
  throw new Error(`FILE_STORAGE must be local or database, got "${value}"`);
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = int(env.PORT, 8080, 'PORT');
  const host = env.HOST ?? '0.0.0.0';
  const databaseUrl = env.DATABASE_URL || null;
  const seedDemo = seedDemoData(env.SEED_DEMO_DATA, databaseUrl);
  const dataPoolGln = gln(env.DATA_POOL_GLN, DATA_POOL_GLN, 'DATA_POOL_GLN');
  return {
    port,
    host,
    dataDir,
    fileStorage: fileStorage(env.FILE_STORAGE),
    databaseUrl,
    sqliteFile: path.join(dataDir, 'tradepool.db'),
    sessionTimeoutMinutes: int(env.SESSION_TIMEOUT, SESSION_TIMEOUT_DEFAULT_MINUTES, 'SESSION_TIMEOUT'),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: int(env.SMTP_PORT, 587, 'SMTP_PORT'),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER ?? null,
          password: env.SMTP_PASSWORD ?? null,
        }
      : null,
    mailFrom: env.MAIL_FROM ?? 'Tradepool <no-reply@tradepool.example>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedDemoData: seedDemo,
    seedDemoCatalog: env.SEED_DEMO_CATALOG !== 'false',
    demoDataSet: demoDataSet(env.DEMO_DATA_SET),
    loginRateLimitPerMinute: int(env.LOGIN_RATE_LIMIT, 30, 'LOGIN_RATE_LIMIT'),
    loginLockout: { failures: 5, windowMinutes: 15 },
    runApi: env.RUN_API !== 'false',
    runWorker: env.RUN_WORKER !== 'false',
    nodeName: env.NODE_NAME || null,
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 15_000, 'SHUTDOWN_GRACE_MS'),
    jobLockMs: int(env.JOB_LOCK_MS, 60_000, 'JOB_LOCK_MS'),
    trustProxy: env.TRUST_PROXY === 'true',
    cspUpgradeInsecure: cspUpgradeInsecure(env.CSP_UPGRADE_INSECURE),
    logLevel: env.LOG_LEVEL ?? 'info',
    crossrefMaxBytes: int(env.CROSSREF_MAX_BYTES, 20 * 1024 * 1024, 'CROSSREF_MAX_BYTES'),
    crossrefMaxRows: int(env.CROSSREF_MAX_ROWS, 100_000, 'CROSSREF_MAX_ROWS'),
    downloadDirectMaxRows: int(
      env.DOWNLOAD_DIRECT_MAX_ROWS,
      DOWNLOAD_DIRECT_MAX_ROWS_DEFAULT,
      'DOWNLOAD_DIRECT_MAX_ROWS',
    ),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 200 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    uploadXmlMaxBytes: int(env.UPLOAD_XML_MAX_BYTES, 20 * 1024 * 1024, 'UPLOAD_XML_MAX_BYTES'),
    uploadMaxRows: int(env.UPLOAD_MAX_ROWS, 200_000, 'UPLOAD_MAX_ROWS'),
    xmlWorkerHeapMb: int(env.XML_WORKER_HEAP_MB, 320, 'XML_WORKER_HEAP_MB'),
    registryResponseDelayMs:
      env.REGISTRY_RESPONSE_DELAY_MS === '0'
        ? 0
        : int(env.REGISTRY_RESPONSE_DELAY_MS, 2000, 'REGISTRY_RESPONSE_DELAY_MS'),
    publisherItemsReportGln: publisherItemsReportGln(env.PUBLISHER_ITEMS_REPORT_GLN, seedDemo),
    dataPoolGln,
    as2Id: as2Id(env.AS2_ID, dataPoolGln),
    as2Files: as2Files(env.AS2_KEY_FILE, env.AS2_CERT_FILE),
    globalRegistry: globalRegistry(env.GLOBAL_REGISTRY_URL, env.GLOBAL_REGISTRY_TOKEN),
    digitalLinkBase: digitalLinkBase(env.DIGITAL_LINK_BASE),
  };
}
