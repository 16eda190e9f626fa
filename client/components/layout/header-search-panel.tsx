import type { FormEvent } from 'react';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/field.tsx';

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
