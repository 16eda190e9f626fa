import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { specialties as suggestedSpecialties } from '../../../../shared/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { MAX_SPECIALTY_LENGTH, addSpecialty } from '../lib/application-draft.ts';
import { RequiredLabel } from './required-label.tsx';

type SpecialtyInputProps = {
  specialties: string[];
  error: string | undefined;
  onChange: (specialties: string[]) => void;
};

/** Specialties added one at a time by Enter or the Add button, each removable (spec §2, §5). */
export function SpecialtyInput({ specialties, error, onChange }: SpecialtyInputProps) {
  const [text, setText] = useState('');
  const listId = useId();
  const add = () => {
    onChange(addSpecialty(specialties, text));
    setText('');
  };

  return (
    <div>
      <Field
        label={<RequiredLabel>Specialties</RequiredLabel>}
        error={error}
        hint="Add one at a time, e.g. Agbada, then press Enter or Add."
      >
        {({ id, describedBy, invalid }) => (
          <div className="flex gap-2">
            <Input
              id={id}
              value={text}
              list={listId}
              maxLength={MAX_SPECIALTY_LENGTH}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              placeholder="e.g. Agbada"
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
            <Button variant="outline" onClick={add} className="shrink-0">
              <Plus aria-hidden="true" className="size-4" />
              Add
            </Button>
          </div>
        )}
      </Field>
      <datalist id={listId}>
        {suggestedSpecialties.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {specialties.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {specialties.map((s) => (
            <li
              key={s}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
            >
              {/* A long specialty wraps inside its chip instead of widening the page. */}
              <span className="min-w-0 wrap-anywhere">{s}</span>
              <button
                type="button"
                aria-label={`Remove ${s}`}
                onClick={() => onChange(specialties.filter((x) => x !== s))}
                className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-brand-50"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
