import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useAuthDialog } from '../lib/auth/auth-dialog-context';

// The dialog and its forms load the first time someone asks for it, never with the page.
const AuthDialog = dynamic(() => import('../features/auth/components/auth-dialog'), { ssr: false });

/** Where the one sign-in dialog of the page lives; layouts render it exactly once. */
export function AuthDialogHost() {
  const { isOpen } = useAuthDialog();
  const [wanted, setWanted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  // Stays mounted once loaded so that closing can animate and reopening is instant.
  return wanted ? <AuthDialog /> : null;
}
