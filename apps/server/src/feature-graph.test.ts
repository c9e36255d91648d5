import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  crossFeatureImports,
  describeCycle,
  featureCycles,
  featureImports,
  outsideKernel,
  readFeatureSources,
  SHARED_KERNEL,
} from './test/feature-graph.js';

/**
 * Features depend on the shared kernel and on each other without a circle (docs/ARCHITECTURE.md, "Shared
 * kernel"): a circle makes every feature in it one, to change and to test.
 */
const APPS = {
  server: fileURLToPath(new URL('.', import.meta.url)),
  web: fileURLToPath(new URL('../../web/src', import.meta.url)),
} as const;

describe.each(Object.keys(APPS) as (keyof typeof APPS)[])('the %s features', (app) => {
  const imports = featureImports(readFeatureSources(APPS[app]));

  it('import each other without a circle', () => {
    const edges = crossFeatureImports(imports);
    const cycles = featureCycles(edges).map((group) => describeCycle(group, edges));
    expect(cycles.length, `features reaching themselves:\n${cycles.join('\n\n')}\n`).toBe(0);
  });

  it('import from outside the features only the shared kernel', () => {
    const outside = outsideKernel(imports, SHARED_KERNEL[app]).map((i) => `${i.file} imports '${i.specifier}'`);
    expect(outside.length, `imports outside the kernel:\n${outside.join('\n')}\n`).toBe(0);
  });
});
