import { CalendarCheck, Car, ListChecks, LogIn, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { QuickAction } from '../../../../shared/contracts/chat.ts';
import { actionTarget } from '../lib/chat-actions.ts';

const ICONS = {
  book: CalendarCheck,
  fleet: Car,
  contact: Mail,
  call: Phone,
  login: LogIn,
  bookings: ListChecks,
} as const;

const classes =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-gold-dark/35 bg-ivory px-3.5 py-1.5 text-xs font-semibold text-ink transition-colors hover:border-gold hover:bg-gold hover:text-ink';

/** A quick action: a page of the site (client-side navigation) or a phone link, doing what its label says. */
export function ChatQuickAction({ action, onNavigate }: { action: QuickAction; onNavigate: () => void }) {
  const target = actionTarget(action, window.location.origin);
  const Icon = ICONS[action.action];
  const content = (
    <>
      <Icon className="size-3.5 shrink-0 text-gold-dark" aria-hidden />
      {action.label}
    </>
  );
  if (target.kind === 'link') {
    return (
      <a href={target.href} className={classes} data-action={action.action}>
        {content}
      </a>
    );
  }
  return (
    <Link to={target.to} onClick={onNavigate} className={classes} data-action={action.action}>
      {content}
    </Link>
  );
}
