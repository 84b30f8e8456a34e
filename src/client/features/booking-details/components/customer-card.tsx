import { Mail, Phone, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { GuestFields } from '../../../booking/components/guest-fields.tsx';
import { FormAlert } from './form-alert.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import type { DetailsFormInput } from '../lib/details-form.ts';
import { guestProblem } from '../lib/guest-problem.ts';
import { WhoIsRiding } from './who-is-riding.tsx';

const TITLES = {
  missing: 'customer.errors.missingTitle',
  email: 'customer.errors.emailTitle',
  phone: 'customer.errors.phoneTitle',
  other: 'customer.errors.otherTitle',
} as const;

function Shell({
  titleId,
  badge,
  lead,
  children,
}: {
  titleId: string;
  badge: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <section
      aria-labelledby={titleId}
      data-testid="customer-card"
      className="rounded-2xl bg-white p-6 ring-1 ring-ink/8 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="font-display text-3xl leading-tight font-semibold text-ink">
          {t('customer.title')}
        </h2>
        <span className="rounded-full bg-ink px-3 py-1 text-[0.68rem] font-semibold tracking-[0.18em] text-gold uppercase">
          {badge}
        </span>
      </div>
      <p className="mt-1 text-sm leading-relaxed text-stone">{lead}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A signed-in customer books under the account: name, email and phone, read only. */
export function AccountCustomer({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const rows = [
    {
      key: 'name',
      icon: <UserRound className="size-4" aria-hidden />,
      label: t('customer.name'),
      value: name,
    },
    {
      key: 'email',
      icon: <Mail className="size-4" aria-hidden />,
      label: t('customer.email'),
      value: user.email,
    },
    {
      key: 'phone',
      icon: <Phone className="size-4" aria-hidden />,
      label: t('customer.phone'),
      value: user.phone || t('customer.noPhone'),
    },
  ];
  return (
    <Shell titleId={titleId} badge={t('customer.accountBadge')} lead={t('customer.accountLead')}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map((row) => (
          <DetailRow key={row.key} icon={row.icon} label={row.label} testId={`customer-${row.key}`}>
            {row.value}
          </DetailRow>
        ))}
      </dl>
      <WhoIsRiding />
    </Shell>
  );
}

/**
 * A guest's contact details, prefilled from the guest session (or what they typed before a reload), editable,
 * checked with the specification's rules: one alert (Missing Information, Invalid Email, Invalid Phone)
 * that every marked field points to.
 */
export function GuestCustomer({ format: f }: { format: BookingFormat }) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const alertId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<DetailsFormInput>();
  const problem = guestProblem({
    email: errors.guest?.email?.message,
    firstName: errors.guest?.firstName?.message,
    lastName: errors.guest?.lastName?.message,
    phone: errors.guest?.phone?.message,
  });

  return (
    <Shell titleId={titleId} badge={t('customer.guestBadge')} lead={t('customer.guestLead')}>
      <div className="grid gap-5" data-testid="guest-fields">
        <GuestFields
          labels={{
            email: t('customer.email'),
            emailPlaceholder: t('customer.emailPlaceholder'),
            firstName: t('customer.firstName'),
            lastName: t('customer.lastName'),
            phone: t('customer.phone'),
            phoneHint: t('customer.phoneHint'),
            phonePlaceholder: t('customer.phonePlaceholder'),
          }}
          register={(field) => register(`guest.${field}`)}
          invalid={problem?.fields ?? []}
          alertId={alertId}
        />
        {problem && (
          <FormAlert id={alertId} title={t(TITLES[problem.kind])}>
            {f.message(problem.message)}
          </FormAlert>
        )}
      </div>
    </Shell>
  );
}
