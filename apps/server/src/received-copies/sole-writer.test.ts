import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORE = path.join(SOURCE, 'received-copies');

/** A statement that writes received copies, in Kysely or in SQL. */
const WRITES =
  /(?:updateTable|insertInto|deleteFrom|replaceInto|mergeInto)\(\s*['"`]received_item\b|(?:update|insert\s+into|delete\s+from)\s+"?received_item\b/i;

/** The server's sources, tests, test fixtures and migrations (the schema's history) aside. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return file === path.join(SOURCE, 'test') || file === path.join(SOURCE, 'db', 'migrations') ? [] : sources(file);
    }
    return /\.ts$/.test(entry.name) && !/\.(test|cases)\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('the received-copies core', () => {
  it('is the only writer of received_item', () => {
    const writers = sources(SOURCE)
      .filter((file) => !file.startsWith(CORE + path.sep))
      .filter((file) => WRITES.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE, file));
    expect(writers).toEqual([]);
  });

  it('is seen writing by the check', () => {
    const core = sources(CORE).filter((file) => WRITES.test(fs.readFileSync(file, 'utf8')));
    expect(core.map((file) => path.basename(file))).toContain('store-copies.ts');
  });
});
