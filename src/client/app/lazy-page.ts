// React.lazy for modules with named page exports: lazyPage(() => import('./x.tsx'), 'XPage').
import { type ComponentType, lazy } from 'react';

export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
