import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAs2Identity } from '../as2/identity.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { poolIdentity } from './pool-identity.js';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-as2-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("the pool's AS2 identity", () => {
  it('is the configured key and certificate when files name them, and nothing is stored', async () => {
    const [one, other] = await Promise.all([generateAs2Identity('X', 'One'), generateAs2Identity('X', 'Other')]);
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    await fs.writeFile(keyFile, one.privateKeyPem);
    await fs.writeFile(certFile, one.certificatePem);
    const identity = await poolIdentity(t.context.db, { as2Id: 'POOL-FILES', as2Files: { keyFile, certFile } });
    expect(identity).toEqual({
      as2Id: 'POOL-FILES',
      privateKeyPem: one.privateKeyPem,
      certificatePem: one.certificatePem,
    });
    expect(await t.context.db.selectFrom('network_identity').select('id').execute()).toEqual([]);

    // Another database handle: the one above is remembered for its own.
    const second = await createTestApp({ databaseUrl: t.config.databaseUrl, sqliteFile: t.config.sqliteFile });
    try {
      await fs.writeFile(certFile, other.certificatePem);
      await expect(
        poolIdentity(second.context.db, { as2Id: 'POOL-FILES', as2Files: { keyFile, certFile } }),
      ).rejects.toThrow(/not the key of the certificate/);
    } finally {
      await second.close();
    }
  });
});
