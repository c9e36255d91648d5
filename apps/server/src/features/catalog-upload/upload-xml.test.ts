import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { treeLeaves } from '../../gdsn/document/tree-leaves.js';
import { gdsnSample } from '../../test/gdsn-samples.js';
import { cinDocuments } from './upload-xml.js';

describe('cinDocuments', () => {
  it('gives each trade item its whole tree beside its attributes, what the dictionary has no place for too', async () => {
    const documents = await cinDocuments(async () => Readable.from([gdsnSample('MaterialModule')]));
    expect(documents).toHaveLength(1);
    const [item] = documents;
    expect(item!.attributes.Coding1A).toBe('00074562000525');
    expect(treeLeaves(item!.tree!)).toContainEqual({
      path: 'tradeItemInformation[1]/extension[1]/materialModule[1]/material[1]/materialComposition[2]/materialPercentage[1]',
      value: '20',
    });
    expect(JSON.stringify(item!.attributes)).not.toContain('Polyester');
  });
});
