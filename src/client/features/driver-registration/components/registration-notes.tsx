import { Phone, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../shared/brand.ts';

const NOTES = ['signIn', 'vehicle', 'documents', 'once'] as const;

/** Beside the registration form: what the account is for, what comes from the application, and help. */
export function RegistrationNotes() {
  const { t } = useTranslation('driver-registration');
  return (
    <aside
      aria-labelledby="registration-notes-title"
      className="rounded-2xl bg-ink p-6 text-ivory shadow-xl shadow-ink/10 ring-1 ring-gold/25 sm:p-8 lg:sticky lg:top-24"
    >
      <span className="inline-flex size-10 items-center justify-center rounded-full border border-gold/40 text-gold">
        <ShieldCheck className="size-5" aria-hidden strokeWidth={1.75} />
      </span>
      <h2 id="registration-notes-title" className="mt-4 font-display text-2xl font-semibold">
        {t('notes.title')}
      </h2>
      <ul className="mt-4 grid gap-3 text-sm leading-relaxed text-ivory/75">
        {NOTES.map((key) => (
          <li key={key} className="flex gap-3">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-gold" />
            {t(`notes.${key}`)}
          </li>
        ))}
      </ul>
      <a
        href={BRAND.phoneHref}
        className="mt-6 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-gold-light hover:text-gold"
      >
        <Phone className="size-4" aria-hidden />
        {t('notes.help', { phone: BRAND.phoneDisplay })}
      </a>
    </aside>
  );
}
