import { useState } from 'react';
import { Input, type InputProps } from './field';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Accessible label of the toggle while the password is hidden, e.g. "Show the password". */
  showLabel: string;
  /** Accessible label of the toggle while the password is visible. */
  hideLabel: string;
};

/** A password input with a show/hide toggle; the toggle keeps focus where the user is typing. */
export function PasswordInput({ showLabel, hideLabel, className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        className={['pr-12', className].filter(Boolean).join(' ')}
        {...rest}
      />
      <button
        type="button"
        onClick={() => setVisible((current) => !current)}
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={rest.id}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-ink-500 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
