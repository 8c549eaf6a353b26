import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import type { InviteGuest } from '../../../contracts/events';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useInviteGuest } from '../api/invite-guest';
import { apiErrorKeys } from '../utils/api-error-keys';

const inviteResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../../../contracts/events').then(
    (module) => module.inviteGuestSchema,
  ),
);

/** The organizer invites someone by e-mail; they see the event once signed in with that address. */
export function InviteGuestForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation(['events', 'errors']);
  const invite = useInviteGuest(eventId);
  const { register, handleSubmit, formState, reset, setError } = useForm<InviteGuest>({
    resolver: inviteResolver,
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const invited = email.trim().toLowerCase();
      await invite.mutateAsync(invited);
      toast.success(t('detail.invited', { email: invited }));
      reset();
    } catch (error) {
      setError('email', { type: 'api', message: t(apiErrorKeys(error)) });
    }
  });

  const error = formState.errors.email;
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label={t('detail.inviteTitle')}>
      <Field
        label={t('detail.inviteLabel')}
        type="email"
        autoComplete="off"
        required
        error={error ? (error.type === 'api' ? error.message : t('errors:forms.invalidEmail')) : undefined}
        {...register('email')}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        {t('detail.invite')}
      </Button>
    </form>
  );
}
