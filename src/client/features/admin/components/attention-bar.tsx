import { AlarmClock, AlertTriangle, CarFront, CheckCircle2, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { useAdminAttention } from '../api/admin-attention.ts';

function Flag({
  to,
  tone,
  icon,
  count,
  children,
  testId,
}: {
  to: string;
  tone: 'danger' | 'warning' | 'info';
  icon: ReactNode;
  count: number;
  children: ReactNode;
  testId: string;
}) {
  return (
    <li>
      <Link
        to={to}
        data-testid={testId}
        data-count={count}
        className={cn(
          'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-gold',
          tone === 'danger' && 'bg-rose-50 text-rose-900 ring-rose-600/30 hover:bg-rose-100',
          tone === 'warning' && 'bg-amber-50 text-amber-900 ring-amber-600/30 hover:bg-amber-100',
          tone === 'info' && 'bg-white text-ink ring-ink/12 hover:ring-gold',
        )}
      >
        {icon}
        <span className="min-w-6 rounded-full bg-ink px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums">
          {count}
        </span>
        {children}
      </Link>
    </li>
  );
}

/**
 * The back office header's flags on every admin page (issue 35: a new booking or application raised nothing,
 * a ride dropped by its chauffeur was not flagged): paid rides without a chauffeur, those a chauffeur dropped,
 * and applications to review, each a link to the list that holds them; the unassigned ones and the urgent ones
 * among them (pickup within 2 hours, issue 36) open the dispatch board. Nothing shows while it loads.
 */
export function AttentionBar({ className }: { className?: string }) {
  const { t } = useTranslation('admin');
  const { data } = useAdminAttention();
  if (!data) return null;
  const waiting = data.unassigned - data.dropped;
  const none = data.unassigned === 0 && data.applications === 0;
  return (
    <section aria-label={t('attention.label')} className={className} data-testid="attention">
      {none ? (
        <p className="inline-flex items-center gap-2 text-sm text-ink/65" data-testid="attention-none">
          <CheckCircle2 aria-hidden className="size-4 text-emerald-700" />
          {t('attention.none')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {data.dropped > 0 && (
            <Flag
              to="/admin?status=confirmed&sort=pickup_asc"
              tone="danger"
              icon={<AlertTriangle aria-hidden className="size-4" />}
              count={data.dropped}
              testId="attention-dropped"
            >
              {t('attention.dropped', { count: data.dropped })}
            </Flag>
          )}
          {data.urgent > 0 && (
            <Flag
              to="/admin/dispatch"
              tone="danger"
              icon={<AlarmClock aria-hidden className="size-4" />}
              count={data.urgent}
              testId="attention-urgent"
            >
              {t('attention.urgent', { count: data.urgent })}
            </Flag>
          )}
          {waiting > 0 && (
            <Flag
              to="/admin/dispatch"
              tone="warning"
              icon={<CarFront aria-hidden className="size-4" />}
              count={waiting}
              testId="attention-unassigned"
            >
              {t('attention.unassigned', { count: waiting })}
            </Flag>
          )}
          {data.applications > 0 && (
            <Flag
              to="/admin/driver-applications"
              tone="info"
              icon={<ClipboardList aria-hidden className="size-4" />}
              count={data.applications}
              testId="attention-applications"
            >
              {t('attention.applications', { count: data.applications })}
            </Flag>
          )}
        </ul>
      )}
    </section>
  );
}
