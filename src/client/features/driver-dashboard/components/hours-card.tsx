import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDriverHours } from '../api/driver-hours.ts';
import { hoursAndMinutes, usedPercent } from '../lib/rest-hours.ts';

/**
 * The chauffeur's hours with passengers left under TLC's fatigue rules (decision 33): the longest ride they can
 * start now under the 10 hours in 24, and what is left of the week's 60 (Monday to Sunday, New York time), the
 * rides they hold included. Accept refuses a ride past either, so they see it before they tap.
 */
export function HoursCard() {
  const { t } = useTranslation('driver-dashboard');
  const hours = useDriverHours();
  const h = hours.data;
  const span = (ms: number) => {
    const { hours: hh, minutes } = hoursAndMinutes(ms);
    return hh > 0
      ? t('hours.hm', { hours: hh, minutes: String(minutes).padStart(2, '0') })
      : t('hours.m', { minutes });
  };
  const rows = h
    ? ([
        {
          key: 'today',
          label: t('hours.today'),
          left: h.todayLeftMs,
          limit: h.dailyLimitMs,
          note: t('hours.todayNote'),
        },
        {
          key: 'week',
          label: t('hours.week'),
          left: h.weekLeftMs,
          limit: h.weeklyLimitMs,
          note: t('hours.weekNote'),
        },
      ] as const)
    : [];
  return (
    <section
      aria-labelledby="hours-title"
      data-testid="hours-card"
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <Hourglass className="size-5 text-gold-dark" aria-hidden />
        <h2 id="hours-title" className="font-display text-2xl font-semibold text-ink">
          {t('hours.title')}
        </h2>
      </div>
      {hours.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('hours.error')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void hours.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !h ? (
        <div className="grid gap-3" aria-busy>
          <span className="h-12 animate-pulse rounded-xl bg-ink/5" />
          <span className="h-12 animate-pulse rounded-xl bg-ink/5" />
        </div>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map((r) => {
            const used = usedPercent(r.left, r.limit);
            const out = r.left <= 0;
            return (
              <div key={r.key} data-hours={r.key} className="grid gap-2">
                <dt className="text-[0.6875rem] font-semibold tracking-[0.12em] text-stone uppercase">
                  {r.label}
                </dt>
                <dd className="grid gap-2">
                  <span
                    className={
                      out
                        ? 'font-display text-3xl leading-none font-semibold text-danger tabular-nums'
                        : 'font-display text-3xl leading-none font-semibold text-ink tabular-nums'
                    }
                  >
                    {span(r.left)}
                  </span>
                  <span
                    role="meter"
                    aria-label={t('hours.usedOf', { limit: span(r.limit) })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={used}
                    className="block h-2 overflow-hidden rounded-full bg-ink/8"
                  >
                    <span
                      className={
                        out
                          ? 'block h-full bg-danger'
                          : used >= 80
                            ? 'block h-full bg-amber-600'
                            : 'block h-full bg-emerald-600'
                      }
                      style={{ width: `${used}%` }}
                    />
                  </span>
                  <span className="text-xs text-stone">{r.note}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <p className="text-xs text-stone">{t('hours.rule')}</p>
    </section>
  );
}
