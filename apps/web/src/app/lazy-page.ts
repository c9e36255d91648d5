import { lazy } from 'react';
import type { ComponentType } from 'react';

/** A screen loaded on first use. Pages use named exports; React.lazy wants a default one. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}
