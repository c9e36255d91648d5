import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTPUTS, buildReason, sourceFingerprint, writeStamp } from '../../../scripts/build-stamp.mjs';

/** `npm start` builds only when the sources changed (scripts/build-if-changed.mjs decides by this). */
describe('the start decision', () => {
  let root: string;
  const write = (file: string, text = 'x') => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const later = (file: string) => {
    const when = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, file), when, when);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-stamp-'));
    for (const file of ['package.json', 'package-lock.json', 'tsconfig.base.json']) write(file);
    write('packages/domain/src/index.ts');
    write('apps/server/src/main.ts');
    write('apps/web/src/main.tsx');
    write('apps/web/index.html');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const built = () => {
    const fingerprint = sourceFingerprint(root);
    for (const output of OUTPUTS) write(output);
    writeStamp(root, fingerprint);
  };

  it('builds a fresh clone, and a clone whose output is gone', () => {
    expect(buildReason(root)).toBe('packages/domain/dist/index.js is missing');
    built();
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(buildReason(root)).toBe('apps/web/dist/index.html is missing');
  });

  it('starts at once when nothing changed, even when the output or node_modules did', () => {
    built();
    expect(buildReason(root)).toBeNull();
    write('apps/server/dist/main.js', 'rebuilt');
    write('apps/web/node_modules/.tmp/tsconfig.tsbuildinfo');
    expect(buildReason(root)).toBeNull();
  });

  it('builds again when a source is edited, added or removed, or the lock file changed', () => {
    built();
    later('apps/web/src/main.tsx');
    expect(buildReason(root)).toBe('the sources changed since the last build');
    built();
    write('packages/domain/src/new-rule.ts');
    expect(buildReason(root)).not.toBeNull();
    built();
    fs.rmSync(path.join(root, 'packages/domain/src/new-rule.ts'));
    expect(buildReason(root)).not.toBeNull();
    built();
    write('package-lock.json', 'another lock');
    expect(buildReason(root)).not.toBeNull();
  });

  it('builds when the stamp is unreadable', () => {
    built();
    write('apps/server/dist/build-stamp.json', 'not json');
    expect(buildReason(root)).toBe('no build stamp');
  });
});
