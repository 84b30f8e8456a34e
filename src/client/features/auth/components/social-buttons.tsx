import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/catalog-queries.ts';

function GoogleMark() {
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
}

/** The server route that starts "Continue with Google" and returns to `returnTo` (a path on this site). */
export function googleSignInHref(returnTo: string): string {
  return `/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * "Continue with Google": a link to the server's OpenID Connect start (a full page navigation to Google and
 * back), shown only when the server says Google sign-in is configured (GET /api/config). No other provider
 * is offered: nothing on the page promises what the product does not do.
 */
export function SocialButtons({ returnTo, className }: { returnTo: string; className?: string }) {
  const { t } = useTranslation('auth');
  const config = usePublicConfig();
  if (!config.data?.googleSignIn) return null;
  return (
    <div className={className} data-testid="google-sign-in">
      <div className="grid gap-4">
        <div className="flex items-center gap-3 text-xs font-medium tracking-[0.18em] text-stone uppercase">
          <span aria-hidden className="h-px flex-1 bg-ink/10" />
          {t('social.divider')}
          <span aria-hidden className="h-px flex-1 bg-ink/10" />
        </div>
        <a
          href={googleSignInHref(returnTo)}
          className="inline-flex min-h-12 items-center justify-center gap-3 rounded-full border border-ink/15 bg-white px-5 text-sm font-medium text-ink transition-colors hover:border-ink/40 hover:bg-ivory"
        >
          <GoogleMark />
          {t('social.google')}
        </a>
      </div>
    </div>
  );
}
