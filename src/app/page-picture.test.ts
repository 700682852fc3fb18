import { describe, expect, it } from 'vitest';
import { homeHeroAlt } from '../content/home-hero.ts';
import { pathOf } from '../content/page-paths.ts';
import { servicePages, type ServicePageId } from '../content/service-pages.ts';
import { TOURS, type TourId } from '../content/tour-ids.ts';
import { loadTourDetails } from '../features/tours/tour-content.ts';
import { pagePicture } from './page-picture.ts';
import { findRoute, routes } from './routes.tsx';

/** The preview pictures in public/, as the site serves them (globbed, never loaded). */
const served = new Set(
  Object.keys(import.meta.glob('../../public/img/share-*.jpg')).map((file) =>
    file.replace('../../public', ''),
  ),
);

describe('the picture a link to a page is previewed with', () => {
  it('is a file the site serves, for every page', async () => {
    for (const route of routes) {
      const { path } = await pagePicture(route);
      expect(served, route.path).toContain(path);
    }
  });

  it("is each tour's and each service's own, with its hero's alt text", async () => {
    const home = await pagePicture(findRoute(pathOf('home', 'en')));
    expect(home.alt).toBe(homeHeroAlt);
    const seen = new Set([home.path]);
    for (const id of Object.keys(TOURS) as TourId[]) {
      const picture = await pagePicture(findRoute(pathOf(id, 'en')));
      expect(picture.alt, id).toBe((await loadTourDetails(id)).hero.alt);
      seen.add(picture.path);
    }
    for (const id of Object.keys(servicePages) as ServicePageId[]) {
      const picture = await pagePicture(findRoute(pathOf(id, 'de')));
      expect(picture.alt, id).toBe(servicePages[id].hero.alt);
      seen.add(picture.path);
    }
    const pages = 1 + Object.keys(TOURS).length + Object.keys(servicePages).length;
    expect(seen.size).toBe(pages);
  });

  it("is the home poster's on a page without a hero of its own", async () => {
    const home = await pagePicture(findRoute('/'));
    for (const path of [pathOf('contact', 'en'), pathOf('imprint', 'de'), '/en/no-such-page']) {
      expect(await pagePicture(findRoute(path)), path).toEqual(home);
    }
  });
});
