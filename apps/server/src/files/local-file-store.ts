import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey, checkedPrefix, type FileStore } from './file-store.js';
import { removeQuietly } from './stored-files.js';

const PART = '.part';

/** Files under the data folder, a key being the path below it: the layout a single node has always had. */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));

  async function moveIn(key: string, file: string): Promise<void> {
    const target = pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(file, target);
  }

  return {
    async put(key, source) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside its place and renamed, so a reader never opens half a file.
      const part = `${target}.${randomUUID()}${PART}`;
      try {
        await pipeline(source, fs.createWriteStream(part));
        const { size } = await fs.promises.stat(part);
        await fs.promises.rename(part, target);
        return size;
      } catch (error) {
        await removeQuietly(part);
        throw error;
      }
    },
    moveIn,
    async open(key) {
      const file = pathOf(key);
      const stat = await fs.promises.stat(file).catch(() => null);
      return stat?.isFile() ? { size: stat.size, stream: fs.createReadStream(file) } : null;
    },
    async delete(key) {
      await removeQuietly(pathOf(key));
    },
    async list(prefix) {
      const dir = path.join(root, ...checkedPrefix(prefix).split('/'));
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(PART))
        .map((entry) => `${prefix}${entry.name}`)
        .sort();
    },
  };
}
