import { Button } from './button.tsx';

/** Previous / Next through a paged list, with where the reader is; nothing for a single page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
  previous = 'Previous',
  next = 'Next',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's name, e.g. "Order pages". */
  label: string;
  /** The buttons' words where the list's order gives them a meaning ("Newer reviews"). */
  previous?: string;
  next?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <p className="text-sm text-stone-700">
        Page {page} of {pages}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  );
}
