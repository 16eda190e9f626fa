import { useState, type FormEvent } from 'react';
import {
  EVENT_KINDS,
  eventKindLabels,
  MAX_LOOKS,
  type Distribution,
  type EventKind,
} from '../../../../shared/aso-ebi.ts';
import { lagosToday } from '../../../../shared/dates.ts';
import type { HostEvent, OutfitChoice } from '../../../../shared/schemas/aso-ebi-host.ts';
import { eventLimits } from '../../../../shared/schemas/aso-ebi-host-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { EventDates } from './event-dates.tsx';
import { LookEditor } from './look-editor.tsx';
import { OutfitPicker } from './outfit-picker.tsx';
import { checkEventDraft, type EventDraft, type LookDraft } from '../lib/event-draft.ts';
import { StateOptions } from '../../../components/state-options.tsx';

const emptyAddress = { name: '', phone: '', street: '', city: '', state: 'Lagos' as const };

/**
 * The host's new event: its name, kind, date and place, the looks (outfits chosen from the
 * catalogue, each with its fabric, her margin and how it reaches guests) and the pay-by date,
 * with the sew-by date and the latest pay-by date computed as she goes. The server prices the
 * looks and checks everything again.
 */
export function CreateEventForm({ onCreated }: { onCreated: (event: HostEvent) => void }) {
  const create = useCreateEvent();
  const [draft, setDraft] = useState<EventDraft>({
    name: '',
    kind: 'wedding',
    eventDate: '',
    city: '',
    state: 'Lagos',
    payBy: '',
    note: '',
    showGuestNames: false,
    looks: [],
    hostAddress: emptyAddress,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setLook = (index: number, look: LookDraft | null) =>
    setDraft((d) => ({
      ...d,
      looks: look
        ? d.looks.map((l, i) => (i === index ? look : l))
        : d.looks.filter((_, i) => i !== index),
    }));
  const pick = (outfit: OutfitChoice) =>
    setDraft((d) => ({
      ...d,
      looks: [
        ...d.looks,
        { outfit, fabricNote: '', margin: '', distribution: 'guests' as Distribution },
      ],
    }));
  const toHost = draft.looks.some((l) => l.distribution === 'host');

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEventDraft(draft, lagosToday());
    setErrors(checked.errors);
    setRefusal(undefined);
    if (!checked.body) return;
    create.mutate(checked.body, {
      onSuccess: onCreated,
      onError: (error) => {
        setErrors(Object.fromEntries(errorIssues(error).map((i) => [i.path, i.message])));
        setRefusal(errorMessage(error) ?? 'Your event could not be created. Please try again.');
      },
    });
  }

  const text = (key: 'name' | 'city', label: string, max: number) => (
    <Field label={label} error={errors[key]}>
      {(ids) => (
        <Input
          id={ids.id}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          value={draft[key]}
          maxLength={max}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {text('name', 'Event name', eventLimits.name)}
      <Field label="Kind of event" error={errors.kind}>
        {(ids) => (
          <Select
            id={ids.id}
            value={draft.kind}
            onChange={(e) => set('kind', e.target.value as EventKind)}
          >
            {EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {eventKindLabels[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Event date" error={errors.eventDate}>
        {(ids) => (
          <Input
            id={ids.id}
            type="date"
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={draft.eventDate}
            min={lagosToday()}
            onChange={(e) => set('eventDate', e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('city', 'City or town', eventLimits.city)}
        <Field label="State" error={errors.state}>
          {(ids) => (
            <Select
              id={ids.id}
              value={draft.state}
              onChange={(e) => set('state', e.target.value as EventDraft['state'])}
            >
              <StateOptions />
            </Select>
          )}
        </Field>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-stone-900">
          Looks ({draft.looks.length} of {MAX_LOOKS})
        </legend>
        {errors.looks && <p className="text-sm text-red-700">{errors.looks}</p>}
        {draft.looks.map((look, index) => (
          <LookEditor
            key={`${look.outfit.productId}-${index}`}
            index={index}
            look={look}
            errors={errors}
            onChange={(next) => setLook(index, next)}
            onRemove={() => setLook(index, null)}
          />
        ))}
        <OutfitPicker onPick={pick} disabled={draft.looks.length >= MAX_LOOKS} />
      </fieldset>

      <Field label="Pay-by date" error={errors.payBy}>
        {(ids) => (
          <Input
            id={ids.id}
            type="date"
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={draft.payBy}
            onChange={(e) => set('payBy', e.target.value)}
          />
        )}
      </Field>
      <EventDates
        eventDate={draft.eventDate}
        makingDays={draft.looks.map((l) => l.outfit.makingDays)}
      />

      {toHost && (
        <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-900">
            Your address for the outfits delivered to you
          </legend>
          {errors.hostAddress && <p className="text-sm text-red-700">{errors.hostAddress}</p>}
          {(
            [
              ['name', 'Name'],
              ['phone', 'Phone number'],
              ['street', 'Street address'],
              ['city', 'City or town'],
            ] as const
          ).map(([key, label]) => (
            <Field key={key} label={label} error={errors[`hostAddress.${key}`]}>
              {(ids) => (
                <Input
                  id={ids.id}
                  aria-describedby={ids.describedBy}
                  aria-invalid={ids.invalid}
                  value={draft.hostAddress[key]}
                  inputMode={key === 'phone' ? 'tel' : undefined}
                  onChange={(e) =>
                    set('hostAddress', { ...draft.hostAddress, [key]: e.target.value })
                  }
                />
              )}
            </Field>
          ))}
          <Field label="Address state" error={errors['hostAddress.state']}>
            {(ids) => (
              <Select
                id={ids.id}
                value={draft.hostAddress.state}
                onChange={(e) =>
                  set('hostAddress', {
                    ...draft.hostAddress,
                    state: e.target.value as EventDraft['state'],
                  })
                }
              >
                <StateOptions />
              </Select>
            )}
          </Field>
        </fieldset>
      )}

      <Field label="Note to your guests (optional)" error={errors.note}>
        {(ids) => (
          <Textarea
            id={ids.id}
            aria-describedby={ids.describedBy}
            value={draft.note}
            maxLength={eventLimits.note}
            placeholder="Who wears which look, the colours, anything guests should know"
            onChange={(e) => set('note', e.target.value)}
          />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={draft.showGuestNames}
          onChange={(e) => set('showGuestNames', e.target.checked)}
          className="size-5"
        />
        Show guests each other&apos;s first names on the event page
      </label>

      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create event'}
      </Button>
    </form>
  );
}
