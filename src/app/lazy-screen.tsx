import { lazy, useState, type ComponentType } from 'react';

/** A screen in its own chunk that can be fetched before it is first drawn. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload(): Promise<void> };

const byModule = new Map<string, LazyScreen<never>>();

/**
 * Like React.lazy, but once `preload()` has settled the screen draws at once instead of
 * suspending: the app preloads the route it opens on before its first render, so that render
 * matches the first screen the server painted rather than flashing a placeholder over it.
 * `module` is the source path under src/ that `load` imports (as src/app/route-chunks.ts names it).
 */
export function lazyScreen<P extends object>(module: string, load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Screen(props: P) {
    // Decided once per mount, so a screen never swaps its component type (and state) midway.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return <Component {...props} />;
  }
  const screen = Object.assign(Screen, { preload });
  byModule.set(module, screen as LazyScreen<never>);
  return screen;
}

/** Fetches the screens of these source paths (lazyScreen's `module`); unknown ones are skipped. */
export async function preloadModules(modules: readonly string[]): Promise<void> {
  await Promise.all(modules.map((module) => byModule.get(module)?.preload()));
}

/** The source paths every lazy screen was declared with. */
export function lazyModules(): string[] {
  return [...byModule.keys()];
}
