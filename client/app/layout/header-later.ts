/**
 * The header's parts whose code comes after the first view's in the islands build (decision 059,
 * client/islands/deferred-part.tsx): the account menu and the search box, drawn only once the
 * search button is tapped. The header's island is hydrated once they have come.
 */
export { AccountMenu } from '../../features/account/components/account-menu.tsx';
export { HeaderSearchPanel } from '../../components/layout/header-search-panel.tsx';
