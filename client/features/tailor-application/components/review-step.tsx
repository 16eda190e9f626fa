import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { nigerianStateLabels, isNigerianState } from '../../../../shared/nigeria.ts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import {
  draftProblems,
  fieldStep,
  parseExperience,
  type ApplicationDraft,
  type DraftField,
} from '../lib/application-draft.ts';

type ReviewStepProps = {
  draft: ApplicationDraft;
  /** Messages of the fields the server refused; the draft's own problems are added here. */
  errors: Partial<Record<DraftField, string>>;
  onEditStep: (step: 1 | 2) => void;
};

const nextSteps = [
  'Our team reviews your application within 3-5 business days.',
  'We may call you to see samples of your work or visit your workshop.',
  'Once approved, you set up your tailor profile and start receiving orders.',
];

const show = (text: string) => text.trim() || 'Not provided';

export function ReviewStep({ draft, errors, onEditStep }: ReviewStepProps) {
  const years = parseExperience(draft.experience);
  const sections = [
    {
      step: 1 as const,
      title: 'Business Information',
      rows: [
        ['Business Name', show(draft.businessName)],
        ['State', isNigerianState(draft.state) ? nigerianStateLabels[draft.state] : 'Not provided'],
        ['Location', show(draft.location)],
        ['Phone Number', show(draft.phone)],
        ['Business Description', show(draft.businessDescription)],
      ],
    },
    {
      step: 2 as const,
      title: 'Experience & Portfolio',
      rows: [
        ['Years of Experience', `${years} ${years === 1 ? 'year' : 'years'}`],
        ['Specialties', draft.specialties.join(', ') || 'None added'],
        ['Previous Work', show(draft.previousWork)],
        ['Business License', show(draft.businessLicense)],
      ],
    },
  ];
  // Every problem before Submit (Next is never gated, spec §2): the draft's own, checked with the
  // server's rules, and what the server refused; in the order the fields are met.
  const problems = { ...draftProblems(draft), ...errors };
  const refused = (Object.keys(fieldStep) as DraftField[])
    .filter((field) => problems[field])
    .map((field) => [field, problems[field] ?? ''] as const);

  return (
    <div className="space-y-6">
      {refused.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="flex items-center gap-2 font-semibold text-red-900">
            <AlertCircle aria-hidden="true" className="size-5" />
            Please fix the following before you submit:
          </p>
          <ul className="mt-2 space-y-2">
            {refused.map(([field, message]) => (
              <li key={field} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-red-900">{message}</span>
                <Button variant="outline" onClick={() => onEditStep(fieldStep[field])}>
                  Fix on step {fieldStep[field]}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {sections.map((section) => (
        <section key={section.title} className="rounded-lg border border-stone-200 p-4">
          <div className="flex items-center justify-between gap-3">
            <h3 className="font-semibold text-stone-900">{section.title}</h3>
            <Button variant="ghost" onClick={() => onEditStep(section.step)}>
              Edit<span className="sr-only"> {section.title}</span>
            </Button>
          </div>
          <dl className="mt-2 space-y-2 text-sm">
            {section.rows.map(([label, value]) => (
              <div key={label} className="sm:grid sm:grid-cols-[12rem_1fr] sm:gap-3">
                <dt className="text-stone-600">{label}</dt>
                <dd className="break-words whitespace-pre-line text-stone-900">{value}</dd>
              </div>
            ))}
            {section.step === 2 && (
              <div className="sm:grid sm:grid-cols-[12rem_1fr] sm:gap-3">
                <dt className="text-stone-600">Photos of Previous Work</dt>
                <dd className="text-stone-900">
                  {draft.previousWorkPhotos.length === 0 ? (
                    'None added'
                  ) : (
                    <ul className="mt-1 flex flex-wrap gap-2" aria-label="Photos of previous work">
                      {draft.previousWorkPhotos.map((url) => (
                        <li key={url}>
                          <Thumbnail src={url} px={64} className="size-16" />
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            )}
          </dl>
        </section>
      ))}

      <section className="rounded-lg bg-brand-50 p-4">
        <h3 className="font-semibold text-brand-900">What happens next</h3>
        <ul className="mt-2 space-y-2">
          {nextSteps.map((text) => (
            <li key={text} className="flex gap-2 text-sm text-stone-800">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-800" />
              {text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
