import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useId, useState } from 'react';
import { toLocale } from '../../../lib/locale';

type Props = {
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** The payer tried to go on without ticking it: said under the box. */
  missing: boolean;
  /** What is asked of them: to pay (the default), or to confirm a booking with nothing to pay. */
  action?: 'pay' | 'confirm';
};

/**
 * The state of the terms box: `accepted()` says whether the payer may go on, and has the box say
 * why not when they may not; `checkbox` is the box's props.
 */
export function useTermsAcceptance() {
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    accepted: () => {
      if (!accepted) setMissing(true);
      return accepted;
    },
    checkbox: {
      accepted,
      missing,
      onAcceptedChange: (value: boolean) => {
        setAccepted(value);
        if (value) setMissing(false);
      },
    },
  };
}

/** « I accept the terms of sale », with a link to them: asked before a booking is paid or confirmed. */
export function TermsCheckbox({ accepted, onAcceptedChange, missing, action = 'pay' }: Props) {
  const { t, i18n } = useTranslation('booking');
  const errorId = useId();
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-900">
        <input
          type="checkbox"
          name="terms"
          required
          checked={accepted}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => onAcceptedChange(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        <span>
          {t('payment.terms.accept')}{' '}
          <Link
            href="/conditions-generales-de-vente"
            locale={toLocale(i18n.language)}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline"
          >
            {t('payment.terms.link')}
          </Link>
        </span>
      </label>
      {missing && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {t(action === 'pay' ? 'payment.terms.required' : 'payment.terms.requiredToConfirm')}
        </p>
      )}
    </div>
  );
}
