import {
  AlertTriangle,
  Archive,
  Ban,
  Bell,
  CheckCircle2,
  Clock,
  Mail,
  MessageSquare,
  RotateCcw,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OutboxEmail } from '../../../../shared/contracts/admin-ops.ts';
import { cn } from '../../../components/ui/cn.ts';
import { isKnownKind } from '../lib/records.ts';
import { Pill } from './ops-ui.tsx';

const STATUS_STYLES: Record<OutboxEmail['status'], { className: string; Icon: typeof Archive }> = {
  stored: { className: 'bg-ivory-deep text-ink ring-ink/15', Icon: Archive },
  pending: { className: 'bg-amber-50 text-amber-900 ring-amber-600/25', Icon: Clock },
  sent: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25', Icon: CheckCircle2 },
  failed: { className: 'bg-rose-50 text-rose-900 ring-rose-600/25', Icon: AlertTriangle },
  skipped: { className: 'bg-stone-100 text-stone-800 ring-stone-500/30', Icon: Ban },
};

const CHANNEL_ICONS: Record<OutboxEmail['channel'], typeof Archive> = {
  email: Mail,
  sms: MessageSquare,
  push: Bell,
};

/** Email, SMS or Push: how the row is delivered (decision 30). */
export function ChannelBadge({ channel }: { channel: OutboxEmail['channel'] }) {
  const { t } = useTranslation('admin-ops');
  const Icon = CHANNEL_ICONS[channel];
  return (
    <Pill className="bg-white text-ink ring-ink/15" data-channel={channel}>
      <Icon className="size-3.5" aria-hidden />
      {t(`outbox.channel.${channel}`)}
    </Pill>
  );
}

/** The line a row is known by: the subject, the push title, or (an SMS has none) the message itself. */
export const outboxHeading = (e: Pick<OutboxEmail, 'channel' | 'subject' | 'preview'>) =>
  e.channel === 'sms' ? e.preview : e.subject;

/** Stored (no provider), Sending, Sent, Failed or Skipped (never to be sent), each with AA contrast on its tint. */
export function DeliveryBadge({ status }: { status: OutboxEmail['status'] }) {
  const { t } = useTranslation('admin-ops');
  const { className, Icon } = STATUS_STYLES[status];
  return (
    <Pill className={className} data-delivery={status}>
      <Icon className="size-3.5" aria-hidden />
      {t(`outbox.status.${status}`)}
    </Pill>
  );
}

/** The template's name in the page language; a kind the page does not know shows as it is stored. */
export function useKindLabel() {
  const { t } = useTranslation('admin-ops');
  return (kind: string) => (isKnownKind(kind) ? t(`kinds.${kind}`) : kind);
}

export function TemplateLabel({
  email,
  className,
}: {
  email: Pick<OutboxEmail, 'kind' | 'resendOf'>;
  className?: string;
}) {
  const { t } = useTranslation('admin-ops');
  const label = useKindLabel();
  return (
    <span className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <span className="text-ink" title={email.kind}>
        {label(email.kind)}
      </span>
      {email.resendOf && (
        <Pill className="bg-gold/15 px-2 py-0.5 text-[0.6875rem] text-gold-dark ring-gold/40">
          <RotateCcw className="size-3" aria-hidden />
          {t('outbox.resendMark')}
        </Pill>
      )}
    </span>
  );
}

/** The booking an email (or an audit entry) is about, as a link to the bookings tab searching for it. */
export function BookingLink({ number, className }: { number: string; className?: string }) {
  const { t } = useTranslation('admin-ops');
  return (
    <Link
      to={`/admin?q=${encodeURIComponent(number)}`}
      className={cn(
        'font-mono text-sm font-semibold tracking-wide text-gold-dark underline-offset-4 hover:underline',
        className,
      )}
      aria-label={t('bookingLink', { number })}
    >
      {number}
    </Link>
  );
}

/** The delivery problem of a failed email, in one clamped line (the full text in the details). */
export function DeliveryError({ error, full = false }: { error: string | null; full?: boolean }) {
  if (!error) return null;
  return (
    <span
      className={cn('mt-1 block text-xs break-words text-rose-800', !full && 'line-clamp-2')}
      title={error}
    >
      {error}
    </span>
  );
}
