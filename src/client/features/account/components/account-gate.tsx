import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { can } from '../../../../shared/permissions.ts';
import { AccountSpinner } from './account-spinner.tsx';
import { useCurrentUser, useLogout } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { AccountSessionContext, type AccountSession } from '../hooks/use-account-session.ts';
import { loginHref } from '../lib/links.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';

interface AccountGateProps {
  /** Where to come back to after signing in (the page's own path and query). */
  next: string;
  children: (user: CurrentUser) => ReactNode;
}

/**
 * The account pages need a signed-in account: a spinner while the session loads; signed out or a guest session
 * goes to /auth/login?next=… (replacing this entry, so Back does not loop).
 */
export function AccountGate({ next, children }: AccountGateProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const userQuery = useCurrentUser();
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout.mutateAsync();
      await navigate('/', { replace: true });
    } catch {
      setSigningOut(false);
      toast({ title: t('dashboard.logoutFailed'), variant: 'destructive' });
    }
  }, [logout, navigate, t]);

  const session = useMemo<AccountSession>(() => ({ signOut, signingOut }), [signOut, signingOut]);

  if (userQuery.isPending || (signingOut && !userQuery.data)) return <AccountSpinner label={t('loading')} />;
  if (userQuery.isError) {
    return (
      <div className="container-page py-24">
        <LoadFailure
          message={t('sessionError')}
          onRetry={() => void userQuery.refetch()}
          retryLabel={t('retry')}
        />
      </div>
    );
  }
  const user = userQuery.data;
  if (!user || user.isGuest || !can(user.role, 'bookings:list:own')) {
    return <Navigate to={loginHref(next)} replace />;
  }
  return <AccountSessionContext.Provider value={session}>{children(user)}</AccountSessionContext.Provider>;
}
