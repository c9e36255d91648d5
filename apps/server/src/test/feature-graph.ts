import fs from 'node:fs';
import path from 'node:path';

/**
 * What a feature may import from outside `features/`, by the first segment of the path under `src/` (a
 * folder, or a file without its extension). Everything else a feature needs comes from another feature,
 * without a circle. docs/ARCHITECTURE.md, "Shared kernel", says what each is for.
 */
export const SHARED_KERNEL = {
  server: [
    'app-context',
    'config',
    'errors',
    'db',
    'http',
    'security',
    'jobs',
    'mail',
    'files',
    'gdsn',
    'resources',
    'received-copies',
    'parties',
    'webhooks',
    'as2',
    'network',
  ],
  web: ['components', 'lib'],
} as const;

/** A source file of an app, its path relative to the app's `src/` with `/` between segments. */
export interface SourceFile {
  path: string;
  text: string;
}

/** A relative import of a feature's file: what it says, and the path under `src/` it reaches. */
export interface FeatureImport {
  feature: string;
  file: string;
  specifier: string;
  target: string;
}

// `from '…'` (static imports and re-exports), `import '…'` and `import('…')`; only relative paths matter.
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*(['"])(\.[^'"]*)\1/g;

const featureOf = (srcPath: string) => {
  const [top, feature] = srcPath.split('/');
  return top === 'features' && feature ? feature : null;
};

/** Every relative import made by a file of a feature. */
export function featureImports(files: readonly SourceFile[]): FeatureImport[] {
  return files.flatMap((file) => {
    const feature = featureOf(file.path);
    if (!feature) return [];
    return [...file.text.matchAll(RELATIVE_IMPORT)].map((match) => {
      const specifier = match[2]!;
      return { feature, file: file.path, specifier, target: path.posix.join(path.posix.dirname(file.path), specifier) };
    });
  });
}

/** The imports of one feature from another. */
export function crossFeatureImports(imports: readonly FeatureImport[]): (FeatureImport & { to: string })[] {
  return imports.flatMap((i) => {
    const to = featureOf(i.target);
    return to && to !== i.feature ? [{ ...i, to }] : [];
  });
}

/** The imports that leave `features/` for anything but the kernel. */
export function outsideKernel(imports: readonly FeatureImport[], kernel: readonly string[]): FeatureImport[] {
  return imports.filter((i) => {
    if (i.target === 'features' || i.target.startsWith('features/')) return false;
    const top = i.target.split('/')[0]!.replace(/\.[^.]*$/, '');
    return !kernel.includes(top);
  });
}

/**
 * The groups of features that reach themselves through each other (the strongly connected components of
 * more than one feature, Tarjan's algorithm), each as its features in name order.
 */
export function featureCycles(edges: readonly { feature: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { feature, to } of edges) {
    next.set(feature, (next.get(feature) ?? new Set()).add(to));
    if (!next.has(to)) next.set(to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * A group's account for a failure message: its features and the shortest circle through the first, then
 * every import that holds the group together (cutting enough of them breaks it).
 */
export function describeCycle(group: readonly string[], edges: readonly (FeatureImport & { to: string })[]): string {
  const inside = edges.filter((e) => group.includes(e.feature) && group.includes(e.to));
  const start = group[0]!;
  // Breadth first from the start back to it, within the group: the shortest circle.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0 && !cameFrom.has(start)) {
    const node = queue.shift()!;
    for (const e of inside.filter((edge) => edge.feature === node)) {
      if (cameFrom.has(e.to)) continue;
      cameFrom.set(e.to, node);
      queue.push(e.to);
    }
  }
  const chain = [start];
  for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) chain.unshift(node);
  chain.unshift(start);
  const lines = inside
    .map((e) => `  ${e.feature} → ${e.to}: ${e.file} imports '${e.specifier}'`)
    .sort()
    .filter((line, i, all) => line !== all[i - 1]);
  return [`${group.join(', ')}: ${chain.join(' → ')}`, ...lines].join('\n');
}

/** The non-test source files under `src/features/` of an app, as `featureImports` takes them. */
export function readFeatureSources(srcRoot: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|cases)\.tsx?$/.test(entry.name)) {
        files.push({
          path: path.relative(srcRoot, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(path.join(srcRoot, 'features'));
  return files;
}
