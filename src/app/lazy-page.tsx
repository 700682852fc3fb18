import { use, type ComponentType } from 'react';
import { loadCatalog, type CatalogName } from '../lib/i18n.ts';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** The page's source file name under src/pages, for the prerenderer's preload links. */
  module: string;
  /** Its area's catalog, and any other area's whose texts it shows too. */
  catalogs: readonly CatalogName[];
  preload: () => Promise<void>;
};

/** Never settles: what a page waits on while the browser loads its address anew. */
const never = new Promise<never>(() => {});

/**
 * Like React.lazy, but it also loads the page's catalogs, and once `preload()` has resolved the
 * page renders synchronously. The client preloads the current route's page before hydrating, so
 * the prerendered HTML hydrates as is instead of being thrown away by a suspended lazy component.
 *
 * A page reached in the app whose code or texts fail to load (a roaming link dropping before the
 * worker has cached the site, or a new deploy's files) is loaded as a whole page from its
 * address instead, which a page the browser can load shows in full, where the failure would
 * reach only the error boundary's message. A failed load is not kept: the next `preload()` asks
 * again.
 */
export function lazyPage<P extends object>(
  module: string,
  catalog: CatalogName | readonly CatalogName[],
  load: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  const catalogs = typeof catalog === 'string' ? [catalog] : catalog;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), ...catalogs.map(loadCatalog)]).then(
      ([component]) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  let inApp: Promise<void> | undefined;
  const loadInApp = () =>
    (inApp ??= preload().catch(() => {
      window.location.reload();
      return never;
    }));

  function Page(props: P) {
    if (!loaded) use(loadInApp());
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return Object.assign(Page, { module, catalogs, preload });
}
