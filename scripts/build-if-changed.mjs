// `npm start`'s first step: builds the three workspaces only when their sources changed since the last
// build (see build-stamp.mjs), so a start with nothing changed takes a second instead of two minutes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason, sourceFingerprint, writeStamp } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reason = buildReason(root);
if (reason === null) {
  console.log('Build is up to date with the sources: starting at once.');
} else {
  console.log(`Building (${reason}): about two minutes.`);
  const fingerprint = sourceFingerprint(root);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(root, fingerprint);
}
