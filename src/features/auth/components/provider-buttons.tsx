import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { LocalIdentityValues } from '../../../contracts/auth';
import {
  signInWithLocalProvider,
  signInWithProviderPopup,
  usesLocalProviders,
  type IdentityProviderName,
  type SignInOutcome,
} from '../identity/identity-actions';
import { LocalProviderChooser } from './local-provider-chooser';

export type ProviderButtonsProps = {
  onSuccess: (outcome: SignInOutcome) => void;
  onError: (error: unknown) => void;
  /** Cleared error when a new attempt starts. */
  onStart: () => void;
};

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6.1-4.5H2.2v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.7 2.8C6.8 7.3 9.2 5.4 12 5.4z"
      />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9A5 5 0 0 0 3.3 9.3c-1.8 3.1-.5 7.8 1.3 10.3.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5a11 11 0 0 0 1.4-2.9 4.5 4.5 0 0 1-2.6-4.2zM13.9 5c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
    </svg>
  );
}

/** Google and Apple sign-in; against the local emulator, a local chooser replaces their windows. */
export function ProviderButtons({ onSuccess, onError, onStart }: ProviderButtonsProps) {
  const { t, i18n } = useTranslation('auth');
  const [busy, setBusy] = useState<IdentityProviderName | null>(null);
  const [chooser, setChooser] = useState<IdentityProviderName | null>(null);

  const run = async (provider: IdentityProviderName, attempt: () => Promise<SignInOutcome>) => {
    onStart();
    setBusy(provider);
    try {
      onSuccess(await attempt());
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  const start = (provider: IdentityProviderName) => {
    if (usesLocalProviders) setChooser(provider);
    else void run(provider, () => signInWithProviderPopup(provider, i18n.language));
  };

  if (chooser) {
    return (
      <LocalProviderChooser
        provider={chooser}
        onCancel={() => setChooser(null)}
        onSubmit={(identity: LocalIdentityValues) =>
          run(chooser, () => signInWithLocalProvider(chooser, identity))
        }
      />
    );
  }

  return (
    <div className="grid gap-2">
      <Button
        variant="secondary"
        fullWidth
        loading={busy === 'google'}
        disabled={busy !== null}
        onClick={() => start('google')}
      >
        <GoogleIcon />
        {t('providers.google')}
      </Button>
      <Button
        variant="secondary"
        fullWidth
        loading={busy === 'apple'}
        disabled={busy !== null}
        onClick={() => start('apple')}
      >
        <AppleIcon />
        {t('providers.apple')}
      </Button>
    </div>
  );
}
