import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="mt-4 text-stone-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to={paths.home}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-900 px-5 font-medium text-white hover:bg-brand-800"
      >
        Go to the home page
      </Link>
    </section>
  );
}
