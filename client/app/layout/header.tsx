import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { HeaderSearchButton } from '../../components/layout/header-search.tsx';
import { MainNav } from '../../components/layout/main-nav.tsx';
import { DemoBanner } from '../../features/account/components/demo-banner.tsx';
import { HeaderCart } from '../../features/cart/components/header-cart.tsx';
import { MessagesLink } from '../../features/messages/components/messages-link.tsx';
import { deferredPart } from '../../islands/deferred-part.tsx';
import * as now from './header-later.ts';

// On a public page the code of the account menu and of the search box (drawn after a tap) comes
// after the first view's (header-later.ts); the app has it at once.
const later = () => import('./header-later.ts');
const HeaderSearchPanel = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.HeaderSearchPanel))
  : now.HeaderSearchPanel;
const AccountMenu = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.AccountMenu))
  : now.AccountMenu;

/** What the header's island waits for before it is hydrated (client/islands/registry.ts). */
export const headerParts = [AccountMenu, HeaderSearchPanel];

const SEARCH_PANEL_ID = 'header-search';

/** The top bar of spec §2: brand, links, search, cart and the shopper's avatar and menu. */
export function Header() {
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [lastKey, setLastKey] = useState(location.key);
  // Moving to another page closes the search box (adjusted during render, not in an effect).
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setSearchOpen(false);
  }

  return (
    <>
      <DemoBanner />
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-0.5 px-3 min-[360px]:gap-2 sm:px-4">
          {/* Below 360 px the gaps close up so search, messages, cart and avatar fit beside the logo. */}
          <BrandLogo className="min-[360px]:mr-2" />
          <MainNav layout="bar" />
          <div className="ml-auto flex items-center min-[360px]:gap-1">
            <HeaderSearchButton
              ref={searchButtonRef}
              open={searchOpen}
              controls={SEARCH_PANEL_ID}
              onToggle={() => setSearchOpen((open) => !open)}
            />
            <MessagesLink />
            <HeaderCart />
            <AccountMenu />
          </div>
        </div>
        {searchOpen && (
          <HeaderSearchPanel
            id={SEARCH_PANEL_ID}
            onClose={() => setSearchOpen(false)}
            onEscape={() => {
              // Focus goes back where it came from, as it would for any closed popup.
              setSearchOpen(false);
              searchButtonRef.current?.focus();
            }}
          />
        )}
      </header>
      <MainNav layout="row" />
    </>
  );
}
