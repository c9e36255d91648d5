import { createPrivateKey, X509Certificate } from 'node:crypto';
import fs from 'node:fs/promises';
import { certificateFingerprint, generateAs2Identity, type As2Identity } from '../as2/identity.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';

/** The one row of `network_identity`. */
const IDENTITY_ROW = 1;

type IdentityConfig = Pick<Config, 'as2Id' | 'as2Files'>;

/** Per database: the identity is read (or made) once per process, then every message signs with it. */
const identities = new WeakMap<Db, Promise<As2Identity>>();

/**
 * This pool's AS2 identity: its AS2 id (`AS2_ID`), and the key and certificate of `AS2_KEY_FILE` and
 * `AS2_CERT_FILE`, else the pair kept in the database, made on the first start that found none.
 */
export function poolIdentity(db: Db, config: IdentityConfig): Promise<As2Identity> {
  let identity = identities.get(db);
  if (!identity) {
    identity = loadIdentity(db, config);
    identities.set(db, identity);
    // A failed read (a file missing) is tried again on the next call rather than remembered.
    identity.catch(() => identities.delete(db));
  }
  return identity;
}

async function loadIdentity(db: Db, config: IdentityConfig): Promise<As2Identity> {
  if (config.as2Files) {
    const [privateKeyPem, certificatePem] = await Promise.all([
      fs.readFile(config.as2Files.keyFile, 'utf8'),
      fs.readFile(config.as2Files.certFile, 'utf8'),
    ]);
    certificateFingerprint(certificatePem);
    if (!new X509Certificate(certificatePem).checkPrivateKey(createPrivateKey(privateKeyPem))) {
      throw new Error('AS2_KEY_FILE is not the key of the certificate in AS2_CERT_FILE');
    }
    return { as2Id: config.as2Id, privateKeyPem, certificatePem };
  }
  const stored = await storedIdentity(db);
  if (stored) return { as2Id: config.as2Id, ...stored };
  const made = await generateAs2Identity(config.as2Id, `Tradepool ${config.as2Id}`);
  // Two nodes starting together may both make one: the first row in is the pool's, and both read it back.
  await db
    .insertInto('network_identity')
    .values({
      id: IDENTITY_ROW,
      private_key_pem: made.privateKeyPem,
      certificate_pem: made.certificatePem,
      created_time: nowIso(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { as2Id: config.as2Id, ...(await storedIdentity(db))! };
}

async function storedIdentity(db: Db): Promise<{ privateKeyPem: string; certificatePem: string } | null> {
  const row = await db
    .selectFrom('network_identity')
    .select(['private_key_pem', 'certificate_pem'])
    .where('id', '=', IDENTITY_ROW)
    .executeTakeFirst();
  return row ? { privateKeyPem: row.private_key_pem, certificatePem: row.certificate_pem } : null;
}
