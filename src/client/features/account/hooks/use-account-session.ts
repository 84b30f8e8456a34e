import { createContext, useContext } from 'react';

export interface AccountSession {
  /** Signs out, then goes home (the page does not bounce to the login page on the way). */
  signOut: () => Promise<void>;
  signingOut: boolean;
}

export const AccountSessionContext = createContext<AccountSession | null>(null);

/** Sign-out for pages inside <AccountGate>. */
export function useAccountSession(): AccountSession {
  const session = useContext(AccountSessionContext);
  if (!session) throw new Error('useAccountSession must be used inside <AccountGate>');
  return session;
}
