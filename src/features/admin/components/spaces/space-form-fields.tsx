import {
  createContext,
  useContext,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldError, FieldPath, UseFormReturn } from 'react-hook-form';
import { Field, inputClassName, type InputProps } from '../../../../components/ui/field';
import { useFormErrorMessage } from '../../../../lib/form-errors';
import type { SpaceFormValues } from '../../space-form-values';

type Name = FieldPath<SpaceFormValues>;

// The space form's methods for its sections. Our own context rather than react-hook-form's
// FormProvider and useFormContext: its exports are one module, loaded by every page with a form.
const SpaceFormContext = createContext<UseFormReturn<SpaceFormValues> | null>(null);
export const SpaceFormProvider = SpaceFormContext.Provider;

/** The form's methods (register, watch, setValue…), inside SpaceForm. */
export function useSpaceForm(): UseFormReturn<SpaceFormValues> {
  const form = useContext(SpaceFormContext);
  if (!form) throw new Error('useSpaceForm is for the fields of SpaceForm');
  return form;
}

/** The translated error of a field of the space form, nested ones (hours.2.close) included. */
export function useSpaceFieldError() {
  const { formState } = useSpaceForm();
  const message = useFormErrorMessage();
  return (name: Name) => message(name, errorAt(formState.errors, name));
}

/** The error at a dotted path of the form's errors (react-hook-form's `get`, kept out of the shared bundle). */
function errorAt(errors: unknown, name: Name): FieldError | undefined {
  return name
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      errors,
    ) as FieldError | undefined;
}

export function TextField({
  name,
  label,
  required,
  hint,
  ...input
}: { name: Name; label: ReactNode; required?: boolean; hint?: ReactNode } & Omit<
  InputProps,
  'children' | 'name'
>) {
  const { register } = useSpaceForm();
  const errorOf = useSpaceFieldError();
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={errorOf(name)}
      {...input}
      {...register(name)}
    />
  );
}

export function TextAreaField({
  name,
  label,
  optional = false,
  ...area
}: { name: Name; label: ReactNode; optional?: boolean } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { register } = useSpaceForm();
  const errorOf = useSpaceFieldError();
  return (
    <Field label={label} required={!optional} error={errorOf(name)}>
      {(control) => (
        <textarea {...control} {...area} {...register(name)} className={`${inputClassName} min-h-32 py-2`} />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  children,
  ...select
}: { name: Name; label: ReactNode; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const { register } = useSpaceForm();
  const errorOf = useSpaceFieldError();
  return (
    <Field label={label} required error={errorOf(name)}>
      {(control) => (
        <select {...control} {...select} {...register(name)} className={inputClassName}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A titled group of fields. */
export function FormSection({
  title,
  children,
  description,
}: {
  title: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <legend className="float-left w-full text-lg font-semibold text-ink-900">{title}</legend>
      {description && <div className="clear-both text-sm text-ink-700">{description}</div>}
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}
