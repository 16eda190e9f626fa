/**
 * URL pattern → the page's module as the Vite manifest names it ("app/routes/home.tsx"), read
 * from the text of client/app/routes.tsx. The server renderer uses it to modulepreload the page
 * it sent, and scripts/check-budgets.ts to sum each page's first-view bytes.
 */
export function pageModules(routeTable: string): Map<string, string> {
  const pattern = /page\('([^']*)', \(\) => import\('\.\/([^']+)'\)\)/g;
  return new Map(
    [...routeTable.matchAll(pattern)].map(([, path, module]) => [path!, `app/${module}`]),
  );
}
