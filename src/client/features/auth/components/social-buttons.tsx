import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-store.ts';

const PROVIDERS = ['Google', 'Facebook', 'Apple'] as const;
type Provider = (typeof PROVIDERS)[number];

function ProviderMark({ provider }: { provider: Provider }) {
  if (provider === 'Google')
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden>
        <path
          fill="#4285F4"
          d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
        />
        <path
          fill="#34A853"
          d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.06H2.18a11 11 0 0 0 0 9.88l3.66-2.84z" />
        <path
          fill="#EA4335"
          d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
        />
      </svg>
    );
  if (provider === 'Facebook')
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden>
        <path
          fill="#1877F2"
          d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.62 23.1 24 18.1 24 12.07z"
        />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden>
      <path
        fill="currentColor"
        d="M16.37 12.75c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.77-3.32-1.8-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-2.99-.79-1.54.02-2.96.9-3.75 2.27-1.6 2.78-.41 6.89 1.15 9.14.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74 1.38 0 1.77.74 2.98.72 1.24-.02 2.02-1.12 2.77-2.23.88-1.28 1.24-2.52 1.26-2.58-.03-.01-2.41-.93-2.42-3.66zM14.1 5.99c.63-.77 1.06-1.83.94-2.89-.91.04-2.02.61-2.67 1.37-.58.67-1.1 1.76-.96 2.8 1.02.08 2.06-.52 2.69-1.28z"
      />
    </svg>
  );
}

/** Google, Facebook and Apple sign-in are not offered yet: each button says so in a toast. */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 text-xs font-medium tracking-[0.18em] text-stone uppercase">
        <span aria-hidden className="h-px flex-1 bg-ink/10" />
        {t('social.divider')}
        <span aria-hidden className="h-px flex-1 bg-ink/10" />
      </div>
      <div className="grid grid-cols-3 gap-3">
        {PROVIDERS.map((provider) => (
          <button
            key={provider}
            type="button"
            aria-label={t('social.label', { provider })}
            onClick={() =>
              toast({
                title: t('toasts.comingSoonTitle'),
                description: t('toasts.comingSoonBody', { provider }),
              })
            }
            className="inline-flex h-12 items-center justify-center gap-2 rounded-full border border-ink/15 bg-white text-sm font-medium text-ink transition-colors hover:border-ink/40 hover:bg-ivory"
          >
            <ProviderMark provider={provider} />
            <span className="hidden sm:inline" aria-hidden>
              {provider}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
