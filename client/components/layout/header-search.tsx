import { Search, X } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Input } from '../ui/field.tsx';

/** The search button of the header; the box it opens is rendered by <HeaderSearchPanel>. */
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

/** A small search box: what the shopper types becomes /products?q=… (outfits matching it). */
export function HeaderSearchPanel({
  id,
  onClose,
  onEscape,
}: {
  id: string;
  onClose: () => void;
  onEscape: () => void;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = inputRef.current?.value.trim() ?? '';
    onClose();
    void navigate(q ? `${paths.products}?q=${encodeURIComponent(q)}` : paths.products);
  }

  return (
    <div id={id} className="border-t border-stone-200 bg-white">
      <form
        role="search"
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onEscape();
        }}
        className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3"
      >
        <label htmlFor={inputId} className="sr-only">
          Search outfits
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          // Opening the box is the request to type: focus follows.
          autoFocus
          enterKeyHint="search"
          placeholder="Agbada, lace, a tailor's name…"
          className="flex-1"
        />
        <Button type="submit">Search</Button>
      </form>
    </div>
  );
}
