import { NavLink, Link } from 'react-router';
import { paths } from '../../config/paths.ts';

const links = [
  { to: paths.products, label: 'Browse Outfits' },
  { to: paths.tailors, label: 'Find Tailors' },
  { to: paths.bodyScan, label: 'Body Scan' },
  { to: paths.orders, label: 'Orders' },
  { to: paths.rewards, label: 'Rewards' },
];

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl items-center gap-4 overflow-x-auto px-4 py-3"
      >
        <Link to={paths.home} className="text-xl font-bold text-brand-900">
          Telo
        </Link>
        <ul className="flex gap-3 text-sm">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  isActive ? 'font-semibold text-brand-800' : 'text-stone-700 hover:text-brand-800'
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <NavLink to={paths.profile} aria-label="Profile" className="ml-auto">
          <span className="grid size-9 place-items-center rounded-full bg-brand-900 text-sm text-white">
            AO
          </span>
        </NavLink>
      </nav>
    </header>
  );
}
