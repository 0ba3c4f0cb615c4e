import { useEffect, useState } from 'react';

/**
 * A part of a component loaded the first time it is needed (a tooltip's popup, a picker's
 * results), once for the whole page: the component renders at once without it and shows it when
 * it arrives. After that, every instance renders it at once.
 */
export interface LazyPart<Module> {
  /** Starts loading (once) and resolves with the module. */
  load: () => Promise<Module>;
  /** The module if it has loaded already. */
  current: () => Module | undefined;
}

export function lazyPart<Module>(importModule: () => Promise<Module>): LazyPart<Module> {
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  return {
    load: () =>
      (loading ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed download (offline, a deploy replaced the chunk) is tried again next time.
          loading = undefined;
          throw error;
        },
      )),
    current: () => loaded,
  };
}

/** The part's module once `needed` has been true and it has loaded; undefined until then. */
export function useLazyPart<Module>(part: LazyPart<Module>, needed: boolean): Module | undefined {
  const [module, setModule] = useState(part.current);
  useEffect(() => {
    if (!needed || module) return;
    let mounted = true;
    part.load().then(
      (loaded) => {
        if (mounted) setModule(() => loaded);
      },
      // Without its part the component goes on as it was (no tooltip, no results list).
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [part, needed, module]);
  return module;
}
