import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import type { CrossReferenceItem } from '@tradepool/domain';

type Line = [string, string | null, string | null, string | null, string | null, string | null];

/**
 * The checked rows of an upload, kept on disk (one JSON array per line) between checking the file and
 * writing them, so that memory does not grow with the number of rows and the database transaction does
 * not wait for the file to be read.
 */
export class ItemSpool {
  private readonly out: fs.WriteStream;
  private pending = '';

  constructor(readonly path: string) {
    this.out = fs.createWriteStream(path);
  }

  async add(item: CrossReferenceItem): Promise<void> {
    const line: Line = [item.productCode, item.gtin, item.description, item.brandName, item.mpc, item.unitDescriptor];
    this.pending += `${JSON.stringify(line)}\n`;
    if (this.pending.length >= 64 * 1024) await this.flush();
  }

  private async flush(): Promise<void> {
    const text = this.pending;
    this.pending = '';
    if (text && !this.out.write(text)) await once(this.out, 'drain');
  }

  /** Writes what is left and closes the file; then `batches` can read it. */
  async finish(): Promise<void> {
    await this.flush();
    this.out.end();
    await once(this.out, 'close');
  }

  /** Closes the file without caring about its content (the upload was refused). */
  async abandon(): Promise<void> {
    if (this.out.closed) return;
    const closed = once(this.out, 'close');
    this.out.destroy();
    await closed;
  }

  async *batches(size: number): AsyncGenerator<CrossReferenceItem[]> {
    const lines = readline.createInterface({ input: fs.createReadStream(this.path), crlfDelay: Infinity });
    let batch: CrossReferenceItem[] = [];
    for await (const text of lines) {
      if (!text) continue;
      const [productCode, gtin, description, brandName, mpc, unitDescriptor] = JSON.parse(text) as Line;
      batch.push({ productCode, gtin, description, brandName, mpc, unitDescriptor });
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }
}
