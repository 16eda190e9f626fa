import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-stone-600">
        <Link to={paths.home} className="font-semibold text-brand-900">
          Telo
        </Link>
        <p className="mt-4">© 2025 Telo. All rights reserved.</p>
      </div>
    </footer>
  );
}
