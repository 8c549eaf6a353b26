import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field, inputClassName } from '../../../components/ui/field';
import { MEMBER_ROLES } from '../../../contracts/account-values';
import { useFormErrorMessage } from '../../../lib/form-errors';
import type { InviteValues } from '../account-forms';
import { useInviteAccountUser } from '../api/invite-account-user';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const inviteResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../account-forms').then((module) => module.inviteFormSchema),
);

/** Invites someone by e-mail: they join the account when they sign in with it. */
export function InviteForm() {
  const { t } = useTranslation('account');
  const errorMessage = useFormErrorMessage();
  const apiError = useApiErrorMessage();
  const invite = useInviteAccountUser();
  const { register, handleSubmit, formState, reset } = useForm<InviteValues>({
    resolver: inviteResolver,
    defaultValues: { email: '', role: 'user' },
  });

  const submit = async (values: InviteValues) => {
    try {
      await invite.mutateAsync(values);
      toast.success(t('team.invited', { email: values.email }));
      reset();
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
    >
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        required
        error={errorMessage('email', formState.errors.email)}
        {...register('email')}
      />
      <Field label={t('fields.role')}>
        {(control) => (
          <select className={inputClassName} {...control} {...register('role')}>
            {MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" className="sm:mt-7" loading={formState.isSubmitting}>
        {t('team.invite')}
      </Button>
    </form>
  );
}
