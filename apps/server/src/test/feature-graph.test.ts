import { describe, expect, it } from 'vitest';
import {
  crossFeatureImports,
  describeCycle,
  featureCycles,
  featureImports,
  outsideKernel,
  type SourceFile,
} from './feature-graph.js';

const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join('\n') });

const graph = (files: SourceFile[]) => crossFeatureImports(featureImports(files));

describe('the feature graph', () => {
  it('reads static imports, re-exports, side-effect and dynamic imports, relative ones only', () => {
    const imports = featureImports([
      file(
        'features/a/service.ts',
        "import { z } from 'zod';",
        "import type {\n  B,\n} from '../b/service.js';",
        "export { c } from '../c/index.js';",
        "import '../d/setup.js';",
        "const e = await import('../e/service.js');",
        "import { ok } from '../../http/envelope.js';",
      ),
      file('app.ts', "import { a } from './features/a/service.js';"),
    ]);
    expect(imports.map((i) => i.target)).toEqual([
      'features/b/service.js',
      'features/c/index.js',
      'features/d/setup.js',
      'features/e/service.js',
      'http/envelope.js',
    ]);
    expect(crossFeatureImports(imports).map((i) => i.to)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('finds a feature reaching itself through others, and names the imports that do it', () => {
    const edges = graph([
      file('features/a/service.ts', "import { b } from '../b/service.js';"),
      file('features/b/rules.ts', "import { c } from '../c';"),
      file('features/c/pages/page.tsx', "import { a } from '../../a';"),
      file('features/c/service.ts', "import { d } from '../d/service.js';"),
      file('features/d/service.ts', "import { x } from '../../db/x.js';"),
    ]);
    const cycles = featureCycles(edges);
    expect(cycles).toEqual([['a', 'b', 'c']]);
    expect(describeCycle(cycles[0]!, edges)).toBe(
      [
        'a, b, c: a → b → c → a',
        "  a → b: features/a/service.ts imports '../b/service.js'",
        "  b → c: features/b/rules.ts imports '../c'",
        "  c → a: features/c/pages/page.tsx imports '../../a'",
      ].join('\n'),
    );
  });

  it('passes a graph without a circle, however the features share', () => {
    const edges = graph([
      file('features/a/service.ts', "import { b } from '../b/service.js';", "import { c } from '../c/service.js';"),
      file('features/b/service.ts', "import { c } from '../c/service.js';", "import { own } from './own.js';"),
    ]);
    expect(edges).toHaveLength(3);
    expect(featureCycles(edges)).toEqual([]);
  });

  it('tells imports of the kernel from imports of anything else outside the features', () => {
    const imports = featureImports([
      file(
        'features/a/service.ts',
        "import { ok } from '../../http/envelope.js';",
        "import { config } from '../../config.js';",
        "import { boot } from '../../boot.js';",
        "import { b } from '../b/service.js';",
      ),
    ]);
    expect(outsideKernel(imports, ['http', 'config']).map((i) => i.specifier)).toEqual(['../../boot.js']);
  });
});
