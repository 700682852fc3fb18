import { use, type ComponentType } from 'react';
import { loadCatalog, type CatalogName } from '../lib/i18n.ts';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** The page's source file name under src/pages, for the prerenderer's preload links. */
  module: string;
  /** Its area's catalog, and any other area's whose texts it shows too. */
  catalogs: readonly CatalogName[];
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, but it also loads the page's catalogs, and once `preload()` has resolved the page renders synchronously. The client
 * preloads the current route's page before hydrating, so the prerendered HTML hydrates as is
 * instead of being thrown away by a suspended lazy component.
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
    (pending ??= Promise.all([load(), ...catalogs.map(loadCatalog)]).then(([component]) => {
      loaded = component;
    }));

  function Page(props: P) {
    if (!loaded) use(preload());
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return Object.assign(Page, { module, catalogs, preload });
}
