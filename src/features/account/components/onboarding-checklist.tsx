import { useTranslation } from 'next-i18next/pages';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import type { OnboardingCode } from '../../../contracts/me';
import { useOnboarding } from '../api/get-onboarding';
import { useSetOnboardingStep } from '../api/set-onboarding-step';

/** Where each step is done. */
const STEP_LINKS: Record<OnboardingCode, string> = {
  complete_profile: '/account/personal-info',
  billing_address: '/account/billing',
  payment_method: '/account/payment-methods',
  first_booking: '/paris',
};

export type OnboardingChecklistProps = {
  /** On the dashboard the checklist goes away once every step is done; /account keeps it. */
  hideWhenDone?: boolean;
};

/** The onboarding steps (docs/product.md §4), each ticked or unticked with PUT/DELETE /me/onboarding/{code}. */
export function OnboardingChecklist({ hideWhenDone = false }: OnboardingChecklistProps) {
  const { t } = useTranslation('account');
  const steps = useOnboarding();
  const toggle = useSetOnboardingStep();

  if (steps.isPending || steps.isError) return null;
  const doneCount = steps.data.filter((step) => step.done).length;
  if (hideWhenDone && doneCount === steps.data.length) return null;

  return (
    <section
      aria-labelledby="onboarding-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="onboarding-title" className="text-lg font-semibold text-ink-900">
          {t('onboarding.title')}
        </h2>
        <p className="text-sm text-ink-500">
          {t('onboarding.progress', { done: doneCount, total: steps.data.length })}
        </p>
      </div>
      <ul className="mt-4 space-y-3">
        {steps.data.map((step) => {
          const id = `onboarding-${step.code}`;
          return (
            <li key={step.code} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                checked={step.done}
                onChange={(event) =>
                  toggle.mutate(
                    { code: step.code, done: event.target.checked },
                    { onError: () => toast.error(t('onboarding.saveFailed')) },
                  )
                }
                className="mt-1 size-5 shrink-0 accent-brand-600"
              />
              <div className="min-w-0">
                <label
                  htmlFor={id}
                  className={['font-medium', step.done ? 'text-ink-500 line-through' : 'text-ink-900'].join(
                    ' ',
                  )}
                >
                  {t(`onboarding.steps.${step.code}.title`)}
                </label>
                {!step.done && (
                  <p className="text-sm text-ink-500">
                    <AppLink href={STEP_LINKS[step.code]} className="text-brand-700 hover:underline">
                      {t(`onboarding.steps.${step.code}.action`)}
                    </AppLink>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
