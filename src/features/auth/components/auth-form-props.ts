import type { AuthDialogTab } from '../../../lib/auth/auth-dialog-context';
import type { SignInOutcome } from '../identity/identity-actions';

/** What the dialog hands to each of its three forms. */
export type AuthFormProps = {
  /** The e-mail the dialog was opened with, or typed on another tab. */
  defaultEmail?: string;
  onSwitchTab: (tab: AuthDialogTab, email?: string) => void;
  onSuccess: (outcome: SignInOutcome) => void;
  /** An identity-provider failure, shown by the dialog (docs/product.md §8). */
  onError: (error: unknown) => void;
  /** A new attempt starts: the previous error no longer applies. */
  onStart: () => void;
};
