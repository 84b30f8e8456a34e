import { Mail, Phone, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { FormAlert } from './form-alert.tsx';
import type { BookingFormat } from '../hooks/use-booking-format.ts';
import type { DetailsFormInput } from '../lib/details-form.ts';
import { guestProblem, type GuestField } from '../lib/guest-problem.ts';

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
          <div key={row.key} className="flex gap-3" data-testid={`customer-${row.key}`}>
            <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
              {row.icon}
            </span>
            <div className="min-w-0">
              <dt className="text-[0.6875rem] font-semibold tracking-[0.16em] text-stone uppercase">
                {row.label}
              </dt>
              <dd className="mt-0.5 text-sm leading-snug font-medium break-words text-ink">{row.value}</dd>
            </div>
          </div>
        ))}
      </dl>
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
  const invalid = (field: GuestField) => problem?.fields.includes(field) ?? false;
  const control = (field: GuestField, describedBy: string | undefined) => ({
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': [describedBy, invalid(field) ? alertId : null].filter(Boolean).join(' ') || undefined,
  });

  return (
    <Shell titleId={titleId} badge={t('customer.guestBadge')} lead={t('customer.guestLead')}>
      <div className="grid gap-5" data-testid="guest-fields">
        <Field label={t('customer.email')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('customer.emailPlaceholder')}
              {...control('email', describedBy)}
              {...register('guest.email')}
            />
          )}
        </Field>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field label={t('customer.firstName')}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                autoComplete="given-name"
                {...control('firstName', describedBy)}
                {...register('guest.firstName')}
              />
            )}
          </Field>
          <Field label={t('customer.lastName')}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                autoComplete="family-name"
                {...control('lastName', describedBy)}
                {...register('guest.lastName')}
              />
            )}
          </Field>
        </div>
        <Field label={t('customer.phone')} hint={t('customer.phoneHint')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('customer.phonePlaceholder')}
              {...control('phone', describedBy)}
              {...register('guest.phone')}
            />
          )}
        </Field>
        {problem && (
          <FormAlert id={alertId} title={t(TITLES[problem.kind])}>
            {f.message(problem.message)}
          </FormAlert>
        )}
      </div>
    </Shell>
  );
}
