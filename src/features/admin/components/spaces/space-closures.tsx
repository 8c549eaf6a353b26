import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import type { AdminClosure } from '../../../../contracts/admin-spaces';
import { toLocale } from '../../../../lib/locale';
import { useApiErrorMessage } from '../../../../lib/use-api-error-message';
import { useDeleteClosure, useSpaceClosures } from '../../api/admin-space-closures';
import { closureText } from '../../closure-text';
import { ConfirmDialog } from '../confirm-dialog';
import { ClosureDialog } from './closure-dialog';

/** A space's closures (Paris days and times), a way to add one and to remove one. */
export function SpaceClosures({ spaceId }: { spaceId: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const apiError = useApiErrorMessage();
  const closures = useSpaceClosures(spaceId);
  const remove = useDeleteClosure(spaceId);
  const [confirming, setConfirming] = useState<{ closure: AdminClosure; text: string } | null>(null);
  const describe = (closure: AdminClosure) =>
    closureText(closure, locale, (key, values) => t(`spaces.closures.when.${key}`, values));

  const confirmRemove = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.closure.id);
      toast.success(t('spaces.closures.removed'));
      setConfirming(null);
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <section
      aria-labelledby="space-closures"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="space-closures" className="text-lg font-semibold text-ink-900">
            {t('spaces.closures.title')}
          </h2>
          <p className="text-sm text-ink-700">{t('spaces.closures.hint')}</p>
        </div>
        <ClosureDialog spaceId={spaceId} />
      </div>
      {closures.isPending ? (
        <div className="h-24 animate-pulse rounded-xl bg-brand-50" aria-busy="true" />
      ) : closures.isError ? (
        <p role="alert" className="text-ink-700">
          {t('loadError')}
        </p>
      ) : closures.data.length === 0 ? (
        <p className="text-sm text-ink-700">{t('spaces.closures.none')}</p>
      ) : (
        <ul aria-label={t('spaces.closures.title')} className="divide-y divide-brand-100">
          {closures.data.map((closure) => {
            const text = describe(closure);
            return (
              <li
                key={closure.id}
                aria-label={text}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <div className="min-w-0">
                  <p className="text-ink-900">{text}</p>
                  {closure.reason && <p className="text-sm text-ink-700">{closure.reason}</p>}
                </div>
                <Button size="small" variant="secondary" onClick={() => setConfirming({ closure, text })}>
                  {t('spaces.closures.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('spaces.closures.confirmTitle')}
        description={confirming?.text ?? ''}
        confirmLabel={t('spaces.closures.remove')}
        onConfirm={() => void confirmRemove()}
        busy={remove.isPending}
      />
    </section>
  );
}
