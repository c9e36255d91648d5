import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tradeItemElements } from '../test/gdsn-trees.js';
import { treeFromXml } from './document/tree-from-xml.js';
import { GdsnMessageError, XmlBoundsError, parseXml } from './messages/xml-tree.js';
import { XML_TOO_COSTLY, readXml, setXmlWorkerHeap } from './read-xml.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}.xml`, import.meta.url), 'utf8');

describe('readXml', () => {
  it('reads in the worker what the reader reads in place', async () => {
    const { type, header } = await readXml('identify', fixture('CatalogueItemNotification'));
    expect(type).toBe('CIN');
    expect(header.createdAt).toBeInstanceOf(Date);
  });

  it("returns a CIN's every trade item whole, its tree beside its attributes, as plain data", async () => {
    for (const name of ['CatalogueItemNotification', 'MaterialModule']) {
      const xml = fixture(name);
      const { documents } = await readXml('cin', xml);
      expect(documents.map((d) => d.tree)).toEqual(tradeItemElements(parseXml(xml)).map(treeFromXml));
      expect(documents[0]!.attributes.Coding1A).toBe('00074562000525');
    }
  });

  it('rejects a message the reader refuses with its GdsnMessageError', async () => {
    await expect(readXml('identify', '<a>')).rejects.toBeInstanceOf(GdsnMessageError);
  });
});

describe('the XML worker', () => {
  it('leaves the event loop free while it reads: the loop turns before the reading is done', async () => {
    const cin = fixture('CatalogueItemNotification');
    const transaction = cin.slice(cin.indexOf('<transaction>'), cin.indexOf('</transaction>') + 14);
    const large = cin.replace(transaction, transaction.repeat(200));
    const order: string[] = [];
    const reading = readXml('cinItemCount', large).then(() => order.push('read'));
    await new Promise((resolve) => setImmediate(resolve));
    order.push('turn');
    await reading;
    expect(order).toEqual(['turn', 'read']);
  });

  it('refuses a message that exhausts its heap, and reads the next one in a new worker', async () => {
    setXmlWorkerHeap(24);
    try {
      // Within the bounds, but 300,000 elements take some 200 MB to hold. A small message waiting behind it
      // is read by the next worker.
      const costly = readXml('identify', `<r>${'<a/>'.repeat(300_000)}</r>`);
      const waiting = readXml('identify', fixture('CatalogueItemConfirmation'));
      await expect(costly).rejects.toBeInstanceOf(XmlBoundsError);
      await expect(costly).rejects.toThrow(XML_TOO_COSTLY);
      expect((await waiting).type).toBe('CIC');
    } finally {
      setXmlWorkerHeap(320);
    }
    const { type } = await readXml('identify', fixture('CatalogueItemNotification'));
    expect(type).toBe('CIN');
  });
});
