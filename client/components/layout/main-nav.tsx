import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useLinkLabel } from '../../lib/shop.ts';
import { navLinks } from './nav-links.ts';

/**
 * The links of the top navigation. NavLink marks the current one with aria-current="page", which
 * the styles below also use for the highlight. On desktop they sit in the top bar; on phones they
 * form a scrollable row beneath it, so every link stays one tap away.
 */
export function MainNav({ layout }: { layout: 'bar' | 'row' }) {
  const labelOf = useLinkLabel();
  return (
    <nav
      aria-label="Main"
      className={cn(
        layout === 'bar'
          ? 'hidden lg:block'
          : 'border-b border-stone-200 bg-white lg:hidden [scrollbar-width:none]',
        // The fading right edge tells a thumb there is more to scroll to.
        layout === 'row' &&
          'overflow-x-auto [mask-image:linear-gradient(to_right,black_85%,transparent)]',
      )}
    >
      <ul className={cn('flex', layout === 'bar' ? 'gap-1' : 'gap-1 pr-12 pl-2 whitespace-nowrap')}>
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={cn(
                'relative inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-brand-900',
                'aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900',
              )}
            >
              {labelOf(link)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
