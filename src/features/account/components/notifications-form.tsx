import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import type { Me, Notifications } from '../../../contracts/me';
import { useUpdateMe } from '../../../lib/me/update-me';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';

const PREFERENCES = [
  'booking_confirmation',
  'reminder',
  'guest_invitation',
] as const satisfies readonly (keyof Notifications)[];

/** E-mail preferences, saved on the profile with PATCH /me. */
export function NotificationsForm({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const apiError = useApiErrorMessage();
  const update = useUpdateMe();
  const { register, handleSubmit, formState, reset } = useForm<Notifications>({
    defaultValues: me.notifications,
  });

  const submit = async (values: Notifications) => {
    try {
      const saved = await update.mutateAsync({ notifications: values });
      reset(saved.notifications);
      toast.success(t('notifications.saved'));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} className="space-y-4">
      <fieldset className="space-y-4">
        <legend className="font-medium text-ink-900">{t('notifications.legend')}</legend>
        {PREFERENCES.map((key) => (
          <label key={key} className="flex items-start gap-3">
            <input type="checkbox" className="mt-1 size-5 accent-brand-600" {...register(key)} />
            <span>
              <span className="block text-ink-900">{t(`notifications.${key}.label`)}</span>
              <span className="block text-sm text-ink-500">{t(`notifications.${key}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" loading={formState.isSubmitting}>
        {t('save')}
      </Button>
    </form>
  );
}
