import { Building2, CalendarDays, CarFront, ChevronDown, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import { useCompanyMembership } from '../../lib/company-membership.ts';
import { loadErrorText } from '../../lib/error-text.ts';
import { useCurrentUser, useLogout } from '../../lib/session.ts';
import { toast } from '../../lib/toast-store.ts';
import { buttonClasses } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { ROLE_LINKS } from './nav-links.ts';

type SessionState =
  { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'guest' } | { kind: 'account'; user: CurrentUser };

/** Signed out, guest or account. A failed session check counts as signed out. */
export function useSessionState(): SessionState {
  const { data, isPending } = useCurrentUser();
  if (isPending) return { kind: 'loading' };
  if (!data) return { kind: 'signed-out' };
  if (data.isGuest || data.role === 'guest') return { kind: 'guest' };
  return { kind: 'account', user: data };
}

function useSignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: t('account.loggedOutTitle'),
          description: t('account.loggedOutBody'),
        });
        void navigate('/');
      },
      onError: (err) =>
        void loadErrorText(err).then((description) =>
          toast({ variant: 'destructive', title: t('account.logoutFailed'), description }),
        ),
    });
  return { signOut, pending: logout.isPending };
}

const navItem =
  'rounded-md px-2 py-2 whitespace-nowrap text-sm font-medium text-ivory/85 transition-colors hover:text-gold';
const menuItem =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-ivory/85 hover:bg-ivory/5 hover:text-gold';

/** A driver's dashboard or an admin's applications, first in the account menu; nothing for other roles. */
function RoleLink({ role, className }: { role: CurrentUser['role']; className: string }) {
  const { t, ready } = useTranslation('access', { useSuspense: false });
  if (role !== 'driver' && role !== 'admin') return null;
  const link = ROLE_LINKS[role];
  const Icon = role === 'driver' ? CarFront : ShieldCheck;
  if (!ready) return null;
  return (
    <Link to={link.to} className={className} data-testid="role-home-link">
      <Icon className="size-4 text-gold" aria-hidden />
      {t(link.label)}
    </Link>
  );
}

/** "Company" for a customer who is a member of a company (decision 056); nothing for anyone else. */
function CompanyLink({ user, className }: { user: CurrentUser; className: string }) {
  const { t } = useTranslation();
  const membership = useCompanyMembership(user.role === 'passenger');
  if (user.role !== 'passenger' || !membership.data) return null;
  return (
    <Link to="/company" className={className} data-testid="company-link">
      <Building2 className="size-4 text-gold" aria-hidden />
      {t('account.company')}
    </Link>
  );
}

/** The profile disclosure: the first name opens My Profile, My Bookings and Logout. */
function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { signOut, pending } = useSignOut();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const name = user.firstName || user.username || user.email;
  return (
    <div ref={ref} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-2 rounded-full border border-ivory/20 py-1 pr-3 pl-1 text-sm font-medium text-ivory transition-colors hover:border-gold/60"
      >
        <span
          aria-hidden
          className="inline-flex size-7 items-center justify-center rounded-full bg-gold text-xs font-semibold text-ink uppercase"
        >
          {name.charAt(0)}
        </span>
        <span className="max-w-32 truncate">{name}</span>
        <span className="sr-only">{t('account.menuLabel')}</span>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute top-full right-0 z-50 mt-2 w-60 overflow-hidden rounded-xl border border-ivory/10 bg-ink-soft p-2 shadow-2xl"
        >
          <p className="truncate border-b border-ivory/10 px-3 pt-1.5 pb-3 text-xs text-ivory/60">
            {t('account.signedInAs', { name: user.email })}
          </p>
          <ul className="mt-1 grid gap-0.5">
            {(user.role === 'driver' || user.role === 'admin') && (
              <li>
                <RoleLink role={user.role} className={menuItem} />
              </li>
            )}
            <li>
              <Link to="/dashboard" className={menuItem}>
                <UserRound className="size-4" aria-hidden />
                {t('account.myProfile')}
              </Link>
            </li>
            <li>
              <Link to="/bookings" className={menuItem}>
                <CalendarDays className="size-4" aria-hidden />
                {t('account.myBookings')}
              </Link>
            </li>
            <li>
              <CompanyLink user={user} className={menuItem} />
            </li>
            <li>
              <button type="button" className={menuItem} onClick={signOut} disabled={pending}>
                <LogOut className="size-4" aria-hidden />
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

/** Right side of the desktop header: Log in / Sign up, Guest User with Sign In, or the profile menu. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const session = useSessionState();
  if (session.kind === 'loading') return <span aria-hidden className="block h-9 w-40" />;
  if (session.kind === 'account') return <ProfileMenu user={session.user} />;
  if (session.kind === 'guest')
    return (
      <div className="flex items-center gap-3">
        <span className="inline-flex items-center gap-2 text-sm text-ivory/75">
          <UserRound className="size-4 text-gold" aria-hidden />
          {t('account.guestUser')}
        </span>
        <Link to="/login" className={buttonClasses('outline-light', 'sm', 'whitespace-nowrap')}>
          {t('account.signIn')}
        </Link>
      </div>
    );
  return (
    <>
      <Link to="/login" className={navItem}>
        {t('nav.login')}
      </Link>
      <Link to="/signup" className={buttonClasses('primary', 'sm', 'whitespace-nowrap')}>
        {t('nav.signup')}
      </Link>
    </>
  );
}

const mobileLink = 'flex items-center gap-3 rounded-lg px-3 py-3 text-ivory/90 hover:bg-ivory/5';

/** The account part of the mobile menu, for the same three states. */
export function MobileAccount() {
  const { t } = useTranslation();
  const session = useSessionState();
  const { signOut, pending } = useSignOut();
  if (session.kind === 'loading') return null;
  if (session.kind === 'account') {
    const name = session.user.firstName || session.user.username || session.user.email;
    return (
      <div className="grid gap-1 border-t border-ivory/10 pt-3">
        <p className="px-3 pb-1 text-xs font-semibold tracking-[0.2em] text-gold uppercase">{name}</p>
        <RoleLink role={session.user.role} className={mobileLink} />
        <Link to="/dashboard" className={mobileLink}>
          <UserRound className="size-4 text-gold" aria-hidden />
          {t('account.myProfile')}
        </Link>
        <Link to="/bookings" className={mobileLink}>
          <CalendarDays className="size-4 text-gold" aria-hidden />
          {t('account.myBookings')}
        </Link>
        <CompanyLink user={session.user} className={mobileLink} />
        <button type="button" onClick={signOut} disabled={pending} className={cn(mobileLink, 'text-left')}>
          <LogOut className="size-4 text-gold" aria-hidden />
          {t('account.logout')}
        </button>
      </div>
    );
  }
  if (session.kind === 'guest')
    return (
      <div className="flex items-center justify-between gap-3 border-t border-ivory/10 px-3 pt-4">
        <span className="inline-flex items-center gap-2 text-sm text-ivory/75">
          <UserRound className="size-4 text-gold" aria-hidden />
          {t('account.guestUser')}
        </span>
        <Link to="/login" className={buttonClasses('outline-light', 'sm', 'whitespace-nowrap')}>
          {t('account.signIn')}
        </Link>
      </div>
    );
  return null;
}
