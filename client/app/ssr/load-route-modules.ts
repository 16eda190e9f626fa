import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy page modules of the current address before hydrating, and puts them on their
 * routes, so the router's first render shows the page the server sent instead of an empty
 * fallback (which would rebuild the DOM).
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}
