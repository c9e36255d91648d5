import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleNamespace } from './module-namespace.js';

const GDSN_XSD = new URL('../../resources/gs1-gdsn-3.1/xsd/gs1/gdsn/', import.meta.url);

describe('moduleNamespace', () => {
  it("names every module of the shipped schemas by its XSD's targetNamespace", () => {
    const modules = fs.readdirSync(GDSN_XSD).filter((file) => file.endsWith('Module.xsd'));
    expect(modules.length).toBeGreaterThan(70);
    for (const file of modules) {
      const xsd = fs.readFileSync(new URL(file, GDSN_XSD), 'utf8');
      const namespace = /targetNamespace="([^"]+)"/.exec(xsd)![1];
      const elements = [...xsd.matchAll(/^ {4}<xsd:element name="(\w+)"/gm)].map((m) => m[1]!);
      expect(elements, file).toHaveLength(1);
      expect(moduleNamespace(elements[0]!), file).toEqual({
        prefix: /^urn:gs1:gdsn:(\w+):xsd:3$/.exec(namespace!)![1],
        namespace,
      });
    }
  });

  it("gives a module newer than the schemas its name's namespace, as GS1 names most", () => {
    expect(moduleNamespace('futureThingModule')).toEqual({
      prefix: 'future_thing',
      namespace: 'urn:gs1:gdsn:future_thing:xsd:3',
    });
  });
});
