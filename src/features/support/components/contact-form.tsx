import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field, inputClassName } from '../../../components/ui/field';
import type { SupportMessageInput } from '../../../contracts/support';
import { useIdentity } from '../../../lib/auth/auth-context';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { sendSupportMessage } from '../api/send-support-message';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const supportMessageResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../../../contracts/support').then(
    (module) => module.supportMessageSchema,
  ),
);

/** Writes to support: the e-mail is the signed-in user's when there is one, and support replies to it. */
export function ContactForm() {
  const { t } = useTranslation('support');
  const errorMessage = useFormErrorMessage();
  const apiError = useApiErrorMessage();
  const identity = useIdentity();
  const { register, handleSubmit, formState, reset, getValues, setValue } = useForm<SupportMessageInput>({
    resolver: supportMessageResolver,
    defaultValues: { email: '', subject: '', message: '' },
  });

  // Signed in: the address is known (still editable), unless the visitor already typed one.
  const signedInEmail = identity?.email ?? null;
  useEffect(() => {
    if (signedInEmail && getValues('email') === '') setValue('email', signedInEmail);
  }, [signedInEmail, getValues, setValue]);

  const submit = async (values: SupportMessageInput) => {
    try {
      await sendSupportMessage(values);
      toast.success(t('sent'));
      reset({ email: values.email, subject: '', message: '' });
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="max-w-xl space-y-4">
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errorMessage('email', formState.errors.email)}
        {...register('email')}
      />
      <Field
        label={t('fields.subject')}
        autoComplete="off"
        required
        maxLength={150}
        error={errorMessage('subject', formState.errors.subject)}
        {...register('subject')}
      />
      <Field label={t('fields.message')} required error={errorMessage('message', formState.errors.message)}>
        {(control) => (
          <textarea
            rows={8}
            maxLength={5000}
            className={`${inputClassName} h-auto py-2`}
            {...control}
            {...register('message')}
          />
        )}
      </Field>
      <Button type="submit" loading={formState.isSubmitting}>
        {t('send')}
      </Button>
    </form>
  );
}
