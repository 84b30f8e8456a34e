import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '../../lib/i18n.ts';
import { cn } from '../ui/cn.ts';

export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn(
        'inline-flex rounded-full border border-current/25 p-0.5 text-xs',
        tone === 'light' ? 'text-ivory' : 'text-ink',
      )}
    >
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          onClick={() => void setLanguage(lng)}
          className={cn(
            'rounded-full px-2.5 py-1 font-semibold uppercase transition-colors',
            current === lng
              ? tone === 'light'
                ? 'bg-gold text-ink'
                : 'bg-ink text-ivory'
              : 'opacity-75 hover:opacity-100',
          )}
          title={t(`language.${lng}`)}
        >
          {lng}
        </button>
      ))}
    </div>
  );
}
