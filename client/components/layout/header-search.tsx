import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import { buttonClasses } from '../ui/button.tsx';

/** The search button of the header; the box it opens is rendered by <HeaderSearchPanel>
 * (header-search-panel.tsx). */
export function HeaderSearchButton({
  open,
  controls,
  onToggle,
  ref,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={open ? 'Close search' : 'Search outfits'}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      className={buttonClasses('ghost', 'icon', 'rounded-full')}
    >
      {open ? (
        <X aria-hidden="true" className="size-6" />
      ) : (
        <Search aria-hidden="true" className="size-6" />
      )}
    </button>
  );
}
