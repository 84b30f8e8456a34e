import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerMatch, DispatchCustomer } from '../../../../shared/contracts/admin-reservations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { useCustomerSearch } from '../api/reservations.ts';

export type GuestDraft = Extract<DispatchCustomer, { kind: 'guest' }>;
export const EMPTY_GUEST: GuestDraft = {
  kind: 'guest',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  locale: 'en',
};

interface CustomerPickerProps {
  account: CustomerMatch | null;
  onAccount: (c: CustomerMatch | null) => void;
  guest: GuestDraft;
  onGuest: (g: GuestDraft) => void;
  mode: 'account' | 'guest';
  onMode: (m: 'account' | 'guest') => void;
}

/** The caller: a customer account found by name, email or phone, or a guest (name, phone, email, language). */
export function CustomerPicker({ account, onAccount, guest, onGuest, mode, onMode }: CustomerPickerProps) {
  const { t } = useTranslation('admin-reservations');
  const [q, setQ] = useState('');
  const search = useCustomerSearch(q);
  const set = (k: keyof Omit<GuestDraft, 'kind'>) => (e: { target: { value: string } }) =>
    onGuest({ ...guest, [k]: e.target.value });
  return (
    <section
      aria-labelledby="caller-heading"
      className="grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-ink/8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="caller-heading" className="font-serif text-xl text-ink">
          {t('caller.title')}
        </h2>
        <div role="radiogroup" aria-label={t('caller.title')} className="flex gap-2">
          {(['account', 'guest'] as const).map((m) => (
            <Button
              key={m}
              size="sm"
              variant={mode === m ? 'dark' : 'outline'}
              role="radio"
              aria-checked={mode === m}
              onClick={() => onMode(m)}
            >
              {t(`caller.${m}`)}
            </Button>
          ))}
        </div>
      </div>
      {mode === 'account' ? (
        <div className="grid gap-3">
          {account ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-ivory-deep p-4">
              <div>
                <p className="font-medium text-ink">{account.name}</p>
                <p className="text-sm text-stone">
                  {account.email} · {account.phone ?? '—'} · {account.locale.toUpperCase()}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => onAccount(null)}>
                {t('caller.change')}
              </Button>
            </div>
          ) : (
            <>
              <Field label={t('caller.search')} hint={t('caller.searchHint')}>
                {({ id, describedBy }) => (
                  <Input
                    id={id}
                    type="search"
                    value={q}
                    aria-describedby={describedBy}
                    onChange={(e) => setQ(e.target.value)}
                    autoComplete="off"
                  />
                )}
              </Field>
              {q.trim().length >= 2 && search.data && (
                <ul className="grid gap-2" aria-label={t('caller.results')}>
                  {search.data.length === 0 && <li className="text-sm text-stone">{t('caller.none')}</li>}
                  {search.data.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        className="w-full rounded-lg p-3 text-left ring-1 ring-ink/10 hover:bg-ivory-deep focus:outline-none focus:ring-2 focus:ring-gold"
                        onClick={() => onAccount(c)}
                      >
                        <span className="font-medium text-ink">{c.name}</span>{' '}
                        <span className="text-sm text-stone">
                          {c.email} · {c.phone ?? '—'}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('caller.firstName')}>
            {({ id }) => <Input id={id} value={guest.firstName} onChange={set('firstName')} />}
          </Field>
          <Field label={t('caller.lastName')}>
            {({ id }) => <Input id={id} value={guest.lastName} onChange={set('lastName')} />}
          </Field>
          <Field label={t('caller.phone')}>
            {({ id }) => <Input id={id} type="tel" value={guest.phone} onChange={set('phone')} />}
          </Field>
          <Field label={t('caller.email')}>
            {({ id }) => <Input id={id} type="email" value={guest.email} onChange={set('email')} />}
          </Field>
          <Field label={t('caller.language')} hint={t('caller.languageHint')}>
            {({ id, describedBy }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                value={guest.locale}
                onChange={(e) => onGuest({ ...guest, locale: e.target.value === 'es' ? 'es' : 'en' })}
              >
                <option value="en">English</option>
                <option value="es">Español</option>
              </Select>
            )}
          </Field>
        </div>
      )}
    </section>
  );
}
