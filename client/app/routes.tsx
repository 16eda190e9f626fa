import { lazy, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { pageTable, type PageDeclaration } from '../../shared/page-table.ts';

type PageModule = { default: ComponentType };

export type Page = PageDeclaration & {
  /** The page's component: its chunk is fetched the first time it is shown. */
  Component: ComponentType;
  /**
   * Fetches the chunk ahead of time. Once done, the component renders at once instead of
   * suspending: the server renders complete HTML, and hydration adopts it without a fallback.
   */
  preload: () => Promise<void>;
};

/** Every page module, each its own chunk, loaded when first visited (route-level splitting). */
const modules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

function page(declaration: PageDeclaration): Page {
  const load = modules[`./routes/${declaration.module}.tsx`];
  if (!load) throw new Error(`client/app/routes/${declaration.module}.tsx does not exist`);
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  // The table's title, unless the page names itself from its data (one <title> at a time).
  const title = declaration.ownTitle ? null : <title>{declaration.title}</title>;
  // A personal page's content arrives after its frame (decision 038): it is a screen tall from
  // the start, so the footer waits below the fold instead of being pushed down in view.
  const frame = declaration.render === 'personal' ? 'min-h-svh' : undefined;
  function PageComponent() {
    const content = Loaded ? <Loaded /> : <Lazy />;
    return (
      <>
        {title}
        {frame ? <div className={frame}>{content}</div> : content}
      </>
    );
  }
  return { ...declaration, Component: PageComponent, preload };
}

/**
 * The pages of the table (shared/page-table.ts: the one place a page is declared). Pages live in
 * app/routes and compose features. Plain routes (`<Routes>`), not the data router: no page uses
 * loaders or actions (the data comes from TanStack Query), and the data router costs every page
 * ~18 kB of gzip JavaScript (decision 010).
 */
export const pages: Page[] = pageTable.map(page);

/** Every page inside the shell; the same tree in the browser and in the server renderer. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Route>
    </Routes>
  );
}

/** The page an address shows (the not-found page when nothing else matches). */
export function matchPage(pathname: string): { page: Page; params: Record<string, string> } {
  const match = matchRoutes(pages, pathname)!.at(-1)!;
  return { page: match.route, params: match.params as Record<string, string> };
}
