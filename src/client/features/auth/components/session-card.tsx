import { ArrowRight, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useLogout } from '../../../lib/session.ts';

/**
 * /auth for someone who already has a session (an account or a guest) but no booking in progress (with one,
 * the page goes straight on): who bookings will be under, with Book a ride, or sign out and choose again.
 */
export function SessionCard({ user, onContinue }: { user: CurrentUser; onContinue: () => void }) {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <section
      aria-labelledby="session-card-title"
      className="min-w-0 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-ink/5 sm:p-8 lg:col-span-2 lg:mx-auto lg:w-full lg:max-w-3xl"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gold/15 text-gold-dark">
          <UserRound className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="session-card-title" className="font-display text-2xl font-semibold text-ink">
            {user.isGuest ? t('session.guestTitle') : t('session.title')}
          </h2>
          <p className="mt-1 font-medium break-words text-ink/80">{name}</p>
          <p className="break-all text-stone">{user.email}</p>
          <p className="mt-2 text-sm text-stone">
            {user.isGuest ? t('session.guestLead') : t('session.lead')}
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button onClick={onContinue} className="whitespace-nowrap sm:flex-1">
          {t('session.startBooking')}
          <ArrowRight className="size-4" aria-hidden />
        </Button>
        <Button
          variant="outline"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="sm:flex-1"
        >
          {user.isGuest ? t('session.switchGuest') : t('session.switch')}
        </Button>
      </div>
    </section>
  );
}
