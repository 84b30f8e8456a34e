import { ArrowRight, Car, Check, KeyRound, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Tabs } from './tabs.tsx';

const PASSENGER_POINTS = ['bookings', 'checkout', 'receipts'] as const;
const DRIVER_POINTS = ['apply', 'invitation', 'dashboard'] as const;

function Points({ points, group }: { points: readonly string[]; group: 'passenger' | 'driver' }) {
  const { t } = useTranslation('auth');
  return (
    <ul className="mt-5 grid gap-2.5">
      {points.map((p) => (
        <li key={p} className="flex items-start gap-3 text-sm leading-relaxed text-ink/80">
          <Check className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden strokeWidth={2.5} />
          {t(`options.${group}.points.${p}`)}
        </li>
      ))}
    </ul>
  );
}

function PanelHeading({ icon: Icon, title, lead }: { icon: typeof Car; title: string; lead: string }) {
  return (
    <div className="flex items-start gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold-dark">
        <Icon className="size-5" aria-hidden strokeWidth={1.5} />
      </span>
      <div>
        <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
        <p className="mt-1 text-sm leading-relaxed text-stone">{lead}</p>
      </div>
    </div>
  );
}

/** /register-options: a passenger account (sign-up) or a driver account (apply, or register with a code). */
export function RegisterOptions() {
  const { t } = useTranslation('auth');
  return (
    <Tabs
      label={t('options.tabsLabel')}
      items={[
        {
          value: 'passenger',
          label: t('options.passenger.tab'),
          panel: (
            <div>
              <PanelHeading
                icon={UserRound}
                title={t('options.passenger.title')}
                lead={t('options.passenger.lead')}
              />
              <Points points={PASSENGER_POINTS} group="passenger" />
              <Link to="/signup" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
                {t('options.passenger.cta')}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
              <p className="mt-4 text-center text-sm text-stone">
                {t('options.passenger.haveAccount')}{' '}
                <Link
                  to="/login"
                  className="rounded-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
                >
                  {t('options.passenger.login')}
                </Link>
              </p>
            </div>
          ),
        },
        {
          value: 'driver',
          label: t('options.driver.tab'),
          panel: (
            <div>
              <PanelHeading icon={Car} title={t('options.driver.title')} lead={t('options.driver.lead')} />
              <Points points={DRIVER_POINTS} group="driver" />
              <div className="mt-8 grid gap-3">
                <Link to="/driver-request" className={buttonClasses('dark', 'lg', 'w-full')}>
                  {t('options.driver.apply')}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
                <Link to="/taxistas" className={buttonClasses('outline', 'lg', 'w-full')}>
                  <KeyRound className="size-4" aria-hidden />
                  {t('options.driver.invitation')}
                </Link>
              </div>
            </div>
          ),
        },
      ]}
    />
  );
}
