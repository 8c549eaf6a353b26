import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { AppLink } from '../../../components/ui/app-link';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { exportMe } from '../api/export-me';
import { AccountCard } from './account-section';
import { saveFile } from '../../../lib/save-file';

/** « Download my data »: a JSON file of everything the product holds about the user (GET /me/export). */
export function DownloadDataCard() {
  const { t } = useTranslation('account');
  const apiError = useApiErrorMessage();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { fileName, json } = await exportMe();
      saveFile(new Blob([json], { type: 'application/json' }), fileName);
      toast.success(t('export.done'));
    } catch (failure) {
      toast.error(apiError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard className="space-y-4">
      <h2 className="text-lg font-semibold text-ink-900">{t('export.title')}</h2>
      <p className="text-ink-700">
        {t('export.explanation')}{' '}
        <AppLink href="/confidentialite" className="text-brand-700 underline underline-offset-2">
          {t('export.privacy')}
        </AppLink>
      </p>
      <Button variant="secondary" loading={busy} onClick={() => void download()}>
        {t('export.download')}
      </Button>
    </AccountCard>
  );
}
