import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorStatus } from '../../../lib/api-client.ts';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { cn } from '../../../lib/cn.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSubmitTailorApplication } from '../api/submit-tailor-application.ts';
import {
  draftProblems,
  emptyDraft,
  isDraftField,
  toApplicationPayload,
  type ApplicationDraft,
  type DraftField,
} from '../lib/application-draft.ts';
import { clearSavedDraft, readSavedDraft, saveDraft } from '../lib/saved-draft.ts';
import { BusinessStep } from './business-step.tsx';
import { ExperienceStep } from './experience-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { StepIndicator, stepTitles } from './step-indicator.tsx';
import { SubmittedStep } from './submitted-step.tsx';

type Step = 1 | 2 | 3 | 4;
type Errors = Partial<Record<DraftField, string>>;

/**
 * The four-step application (spec §2, §4). Previous and Next move freely; only Submit checks
 * anything: the specialties, name and description here with the server's rules, then every
 * field on the server; each refusal is listed with the step that holds its field. The draft is
 * kept in this browser until it is submitted (lib/saved-draft.ts).
 */
type UserId = string | null | undefined;

export function ApplicationWizard({ userId }: { userId: UserId }) {
  // False while hydrating a server-rendered page, so the first render matches the server's (an
  // empty step 1); then the steps start again from the draft kept in this browser.
  const inBrowser = useSyncExternalStore(subscribeNever, isBrowser, isServer);
  return <WizardSteps key={String(inBrowser)} userId={userId} keepDraft={inBrowser} />;
}

const subscribeNever = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

function WizardSteps({ userId, keepDraft }: { userId: UserId; keepDraft: boolean }) {
  const [saved] = useState(() => (keepDraft ? readSavedDraft() : undefined));
  const [step, setStep] = useState<Step>(saved?.step ?? 1);
  const [draft, setDraft] = useState<ApplicationDraft>(saved?.draft ?? emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmitTailorApplication();
  useEffect(() => {
    if (keepDraft && step !== 4) saveDraft({ step, draft });
  }, [keepDraft, step, draft]);

  // Move focus to the new step's heading when the shopper changes step (not on load or restore)
  // so keyboard and screen reader users follow.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [step]);
  const goTo = (next: Step) => {
    focusHeading.current = true;
    setStep(next);
  };

  const clearError = (field: DraftField) =>
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const change = (field: DraftField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    clearError(field);
  };
  const changeSpecialties = (specialties: string[]) => {
    setDraft((d) => ({ ...d, specialties }));
    clearError('specialties');
  };
  const changePhotos = (previousWorkPhotos: string[]) => {
    setDraft((d) => ({ ...d, previousWorkPhotos }));
    clearError('previousWorkPhotos');
  };

  const onSubmit = async () => {
    const problems = draftProblems(draft);
    if (draft.specialties.length === 0)
      notifyError('Specialties Required', 'Please add at least one specialty.');
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    try {
      await submit.mutateAsync(toApplicationPayload(userId, draft));
    } catch (error) {
      // "specialties.0" is about the specialties field; keep the first message of each field.
      const refused: Errors = {};
      for (const issue of errorIssues(error)) {
        const field = issue.path.split('.')[0] ?? '';
        if (isDraftField(field) && !refused[field]) refused[field] = issue.message;
      }
      setErrors(refused);
      // One application waits for review per phone number and account: say so, not "try again".
      const pending = errorStatus(error) === 409 ? errorMessage(error) : undefined;
      notifyError(
        'Submission Failed',
        pending ?? 'Failed to submit application. Please try again.',
      );
      return;
    }
    clearSavedDraft();
    notifySuccess(
      'Application Submitted!',
      "Your tailor application has been submitted for review. We'll get back to you within 3-5 business days.",
    );
    goTo(4);
  };

  const title = step === 4 ? 'Application Received' : stepTitles[step - 1];
  return (
    <div>
      <StepIndicator step={step} />
      <h2
        ref={heading}
        tabIndex={-1}
        className={cn('mt-6 text-2xl font-bold text-stone-900', step === 4 && 'text-center')}
      >
        {title}
      </h2>
      <div className="mt-5">
        {step === 1 && <BusinessStep draft={draft} errors={errors} onChange={change} />}
        {step === 2 && (
          <ExperienceStep
            draft={draft}
            errors={errors}
            onChange={change}
            onSpecialtiesChange={changeSpecialties}
            onPhotosChange={changePhotos}
          />
        )}
        {step === 3 && <ReviewStep draft={draft} errors={errors} onEditStep={goTo} />}
        {step === 4 && <SubmittedStep />}
      </div>
      {step < 4 && (
        <div className="mt-8 flex justify-between gap-3 border-t border-stone-200 pt-5">
          {step > 1 ? (
            <Button variant="outline" onClick={() => goTo((step - 1) as Step)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
          ) : (
            <span />
          )}
          {step < 3 ? (
            <Button onClick={() => goTo((step + 1) as Step)}>
              Next
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button onClick={onSubmit} disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit Application'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
