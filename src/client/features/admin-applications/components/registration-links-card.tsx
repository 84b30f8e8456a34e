import { ExternalLink, FileSignature, KeyRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy.ts';
import { registrationLinks } from '../lib/applications.ts';
import { CopyField } from './copy-field.tsx';

/** The two links the admin hands out, each with Copy: the application form and the registration form. */
export function RegistrationLinksCard() {
  const { t } = useTranslation('admin-applications');
  const copy = useCopy();
  const links = registrationLinks(window.location.origin);
  const rows: { key: 'application' | 'registration'; url: string; icon: LucideIcon }[] = [
    { key: 'application', url: links.application, icon: FileSignature },
    { key: 'registration', url: links.registration, icon: KeyRound },
  ];
  return (
    <section
      aria-labelledby="applicant-links-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8 sm:p-6"
      data-testid="applicant-links"
    >
      <h2 id="applicant-links-title" className="font-display text-2xl font-semibold text-ink">
        {t('links.title')}
      </h2>
      <p className="mt-1 text-sm text-stone">{t('links.lead')}</p>
      <ul className="mt-5 grid gap-5 md:grid-cols-2">
        {rows.map(({ key, url, icon: Icon }) => {
          const name = t(`links.${key}`);
          return (
            <li key={key} className="grid min-w-0 gap-2">
              <div className="flex items-start gap-3">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
                  <Icon className="size-4" aria-hidden />
                </span>
                <div className="min-w-0">
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
                    {name}
                    <a
                      href={url}
                      target="_blank"
                      rel="noreferrer"
                      className="rounded-sm text-stone hover:text-gold-dark"
                      aria-label={t('links.open', { name: name.toLowerCase() })}
                    >
                      <ExternalLink className="size-3.5" aria-hidden />
                    </a>
                  </p>
                  <p className="text-xs text-stone">{t(`links.${key}Hint`)}</p>
                </div>
              </div>
              <CopyField
                value={url}
                copyText={t('links.copy')}
                copyLabel={t('links.copyLabel', { name: name.toLowerCase() })}
                onCopy={() => void copy(url, t('toast.linkCopied', { link: url }))}
                testId={`link-${key}`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
