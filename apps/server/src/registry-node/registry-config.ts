import fs from 'node:fs';
import path from 'node:path';
import { GLOBAL_REGISTRY_GLN, isValidGln } from '@tradepool/domain';
import { z } from 'zod';

/** A data pool the registry certified: its GLN, where it takes the registry's messages, and its token. */
export interface CertifiedPool {
  gln: string;
  /** The pool's address; the registry posts to `{url}/mds/app/gdsn/registry`. */
  url: string;
  /** The bearer token both ways: the pool sends it, the registry sends it back. */
  token: string;
}

export interface RegistryConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  sqliteFile: string;
  /** The registry's own GLN: the receiver of what pools send it, the sender of its answers. */
  registryGln: string;
  pools: CertifiedPool[];
  /** Largest message a pool may post (bytes). */
  bodyLimit: number;
  logLevel: string;
  shutdownGraceMs: number;
  jobLockMs: number;
}

/** A token short enough to guess is refused at start rather than trusted. */
const TOKEN_MIN = 16;

const poolsSchema = z
  .array(
    z.object({
      gln: z.string().refine(isValidGln, 'a GLN (13 digits with its check digit)'),
      url: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
      token: z.string().min(TOKEN_MIN),
    }),
  )
  .superRefine((pools, ctx) => {
    const seen = (key: 'gln' | 'token') => pools.map((p) => p[key]).filter((v, i, all) => all.indexOf(v) !== i);
    for (const gln of seen('gln')) ctx.addIssue({ code: 'custom', message: `pool ${gln} is listed twice` });
    if (seen('token').length) ctx.addIssue({ code: 'custom', message: 'two pools share a token' });
  });

/** `REGISTRY_POOLS` (JSON) or `REGISTRY_POOLS_FILE` (a file holding the same JSON), checked whole. */
function certifiedPools(env: NodeJS.ProcessEnv): CertifiedPool[] {
  const file = env.REGISTRY_POOLS_FILE;
  if (env.REGISTRY_POOLS && file) throw new Error('Set REGISTRY_POOLS or REGISTRY_POOLS_FILE, not both.');
  const text = file ? fs.readFileSync(path.resolve(file), 'utf8') : (env.REGISTRY_POOLS ?? '[]');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file ? 'REGISTRY_POOLS_FILE' : 'REGISTRY_POOLS'} is not JSON: [{"gln","url","token"}]`);
  }
  const parsed = poolsSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'pools'}: ${i.message}`).join('; ');
    throw new Error(`The certified pools are not valid: ${problems}`);
  }
  return parsed.data;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

export function loadRegistryConfig(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const dataDir = path.resolve(env.REGISTRY_DATA_DIR ?? './data-registry');
  return {
    port: int(env.REGISTRY_PORT, 8090, 'REGISTRY_PORT'),
    host: env.REGISTRY_HOST ?? '0.0.0.0',
    databaseUrl: env.REGISTRY_DATABASE_URL || null,
    dataDir,
    sqliteFile: path.join(dataDir, 'registry.db'),
    registryGln: GLOBAL_REGISTRY_GLN,
    pools: certifiedPools(env),
    // RCIs, BPRs and CISs are read on the main thread once the worker identified them: small ones only.
    bodyLimit: int(env.REGISTRY_MAX_BYTES, 5 * 1024 * 1024, 'REGISTRY_MAX_BYTES'),
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 15_000, 'SHUTDOWN_GRACE_MS'),
    jobLockMs: int(env.JOB_LOCK_MS, 60_000, 'JOB_LOCK_MS'),
  };
}
