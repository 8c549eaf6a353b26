import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { inputClassName } from './input-class-name';

/** What a field hands to its control so that the label, the error and the state reach assistive technology. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export { inputClassName };

export function Input({ className, ref, ...rest }: InputProps) {
  return <input ref={ref} className={[inputClassName, className].filter(Boolean).join(' ')} {...rest} />;
}

export type FieldProps = Omit<InputProps, 'children' | 'id'> & {
  label: ReactNode;
  /** The (translated) error; marks the control invalid and describes it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control as required (validation itself is the form's job). */
  required?: boolean;
  id?: string;
  /** Renders another control than a text input (e.g. PasswordInput) with the props it must carry. */
  children?: (control: FieldControlProps) => ReactNode;
};

/** A label, a control and its error. */
export function Field({
  label,
  error,
  hint,
  required = false,
  id,
  className,
  children,
  ...inputProps
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <div className={['space-y-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="block text-sm font-medium text-ink-700">
        {label}
        {/* The asterisk is for the eye; aria-required tells assistive technology. */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brand-700">
            *
          </span>
        )}
      </label>
      {children ? children(control) : <Input {...inputProps} {...control} />}
      {hint && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {hasError && (
        <div id={errorId} className="text-sm text-red-700">
          {error}
        </div>
      )}
    </div>
  );
}
