import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * One named component of a module loaded on demand (React.lazy wants a
 * default export): `lazyNamed(() => import('../features/calendar/lazy'), 'DailyView')`.
 * The same `load` preloads the module, e.g. beside the shell.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: React.lazy's own constraint
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
