import { Check, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../shared/brand.ts';
import { cn } from '../../../components/ui/cn.ts';

export type BrandTone = 'passenger' | 'driver';

const POINTS = {
  passenger: ['chauffeurs', 'flights', 'support'],
  driver: ['trips', 'earnings', 'schedule'],
} as const;

/** The dark brand panel beside the form on wide screens: the skyline, a promise and three reasons. */
function BrandPanel({ tone }: { tone: BrandTone }) {
  const { t } = useTranslation('auth');
  return (
    <aside
      aria-label={t('brand.label')}
      className="relative isolate hidden overflow-hidden bg-ink text-ivory lg:flex lg:flex-col lg:justify-end"
    >
      <img
        src="/images/hero-skyline.svg"
        alt=""
        width={1600}
        height={900}
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover object-[62%_50%]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(12_12_13/0.35)_0%,rgb(12_12_13/0.55)_45%,rgb(12_12_13/0.95)_100%)]"
      />
      <div className="px-12 pt-24 pb-16 xl:px-16">
        <p className="eyebrow flex items-center gap-3 text-gold">
          <span aria-hidden className="h-px w-8 bg-current" />
          {t(`brand.${tone}.eyebrow`)}
        </p>
        <p className="mt-5 max-w-md font-display text-5xl leading-[1.05] font-semibold text-balance">
          {t(`brand.${tone}.title`)}
        </p>
        <p className="mt-5 max-w-md text-base leading-relaxed text-ivory/75">{t(`brand.${tone}.lead`)}</p>
        <ul className="mt-8 grid gap-3">
          {POINTS[tone].map((point) => (
            <li key={point} className="flex items-center gap-3 text-sm text-ivory/85">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-gold/50 text-gold">
                <Check className="size-3.5" aria-hidden strokeWidth={2.5} />
              </span>
              {t(`brand.${tone}.points.${point}`)}
            </li>
          ))}
        </ul>
        <a
          href={BRAND.phoneHref}
          className="mt-10 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-gold-light hover:text-gold"
        >
          <Phone className="size-4" aria-hidden />
          {t('brand.call', { phone: BRAND.phoneDisplay })}
        </a>
      </div>
    </aside>
  );
}

interface AuthLayoutProps {
  tone?: BrandTone;
  /** Wider column for two-field rows (sign-up). */
  wide?: boolean;
  children: ReactNode;
}

/** Split layout of the sign-in pages: brand panel (desktop) and a centred card on ivory. */
export function AuthLayout({ tone = 'passenger', wide, children }: AuthLayoutProps) {
  return (
    <div className="bg-ivory lg:grid lg:min-h-[calc(100vh-4.5rem)] lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <BrandPanel tone={tone} />
      <div className="flex items-center justify-center px-4 py-10 sm:px-8 sm:py-16 lg:py-20">
        <div className={cn('w-full', wide ? 'max-w-xl' : 'max-w-md')}>{children}</div>
      </div>
    </div>
  );
}

interface AuthCardProps {
  titleId: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The white card holding a page's h1, lead, form and closing links. */
export function AuthCard({ titleId, eyebrow, title, lead, children, footer }: AuthCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-10"
    >
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1
        id={titleId}
        className={cn('font-display text-4xl leading-tight font-semibold text-ink', eyebrow && 'mt-2')}
      >
        {title}
      </h1>
      {lead && <p className="mt-2 text-sm leading-relaxed text-stone sm:text-base">{lead}</p>}
      <div className="mt-8">{children}</div>
      {footer && <div className="mt-8 border-t border-ink/8 pt-6 text-sm text-stone">{footer}</div>}
    </section>
  );
}
