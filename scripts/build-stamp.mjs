// Whether `npm start` must build first: the build's inputs (every file of the three workspaces but their
// dist and node_modules, and the root's package and TypeScript files) are fingerprinted by path, size and
// modification time, and the fingerprint of the last good build is kept in a stamp beside its output.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const WORKSPACES = ['packages/domain', 'apps/server', 'apps/web'];
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** What each build leaves, looked for besides the stamp: a missing output means building again. */
export const OUTPUTS = ['packages/domain/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];
export const STAMP = 'apps/server/dist/build-stamp.json';
const SKIPPED = new Set(['dist', 'node_modules']);

function* filesUnder(root, dir) {
  let entries;
  try {
    entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* filesUnder(root, relative);
    } else if (entry.isFile()) {
      yield relative;
    }
  }
}

/** Path, size and modification time of every input: reads no contents, so it takes milliseconds. */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  const files = [...ROOT_FILES, ...WORKSPACES.flatMap((workspace) => [...filesUnder(root, workspace)])];
  for (const file of files) {
    const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    hash.update(stat ? `${file}\0${stat.size}\0${stat.mtimeMs}\n` : `${file}\0missing\n`);
  }
  return hash.digest('hex');
}

/** Why a build is needed (a sentence), or null when the last build is of these very sources. */
export function buildReason(root) {
  const missing = OUTPUTS.find((output) => !fs.existsSync(path.join(root, output)));
  if (missing) return `${missing} is missing`;
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return 'no build stamp';
  }
  return stamp.fingerprint === sourceFingerprint(root) ? null : 'the sources changed since the last build';
}

/** Records that the outputs are built from the sources as they were at `fingerprint` (taken before the build). */
export function writeStamp(root, fingerprint) {
  fs.writeFileSync(path.join(root, STAMP), `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() })}\n`);
}
