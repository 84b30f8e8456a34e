import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';

export const REGISTRATION_STEPS = ['verify', 'register', 'done'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The three steps (code, details, done) with the current one marked: "Step 2 of 3". */
export function RegistrationProgress({ current }: { current: RegistrationStep }) {
  const { t } = useTranslation('driver-registration');
  const at = REGISTRATION_STEPS.indexOf(current);
  const total = REGISTRATION_STEPS.length;
  return (
    <nav aria-label={t('progress.label')} data-testid="registration-progress">
      <p className="text-xs font-semibold tracking-[0.22em] text-gold uppercase">
        {t('progress.step', { current: at + 1, total })}
        <span className="text-ivory/70 sm:hidden">
          {' · '}
          {t(`progress.steps.${current}`)}
        </span>
      </p>
      <ol className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {REGISTRATION_STEPS.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'todo';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="grid gap-2">
              <span
                aria-hidden
                className={cn(
                  'h-1 rounded-full',
                  state === 'todo' ? 'bg-ivory/15' : state === 'current' ? 'bg-gold' : 'bg-gold/60',
                )}
              />
              <span
                className={cn(
                  'flex items-center gap-2 text-xs sm:text-sm',
                  state === 'current' ? 'font-semibold text-ivory' : 'text-ivory/60',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-semibold sm:size-6 sm:text-xs',
                    state === 'done' && 'bg-gold/80 text-ink',
                    state === 'current' && 'bg-gold text-ink',
                    state === 'todo' && 'border border-ivory/25',
                  )}
                >
                  {state === 'done' ? <Check className="size-3" strokeWidth={3} /> : index + 1}
                </span>
                <span className="sr-only sm:not-sr-only">{t(`progress.steps.${step}`)}</span>
                {state === 'done' && <span className="sr-only">{t('progress.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface RegistrationHeroProps {
  step: RegistrationStep;
  titleId: string;
  title: ReactNode;
  lead: ReactNode;
}

/** The dark skyline band of each step: the progress, the step's h1 and its lead; the card overlaps it. */
export function RegistrationHero({ step, titleId, title, lead }: RegistrationHeroProps) {
  const { t } = useTranslation('driver-registration');
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-ink text-ivory">
      <img
        src="/images/hero-skyline.svg"
        alt=""
        width={1600}
        height={900}
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover opacity-60"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(12_12_13/0.97)_0%,rgb(12_12_13/0.85)_55%,rgb(12_12_13/0.6)_100%)]"
      />
      <div className="container-page pt-10 pb-32 sm:pt-14 sm:pb-36">
        <div className="max-w-3xl">
          <RegistrationProgress current={step} />
          <p className="mt-10 text-xs font-semibold tracking-[0.22em] text-gold uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id={titleId}
            tabIndex={-1}
            className="mt-3 font-display text-4xl leading-tight font-semibold text-balance outline-none sm:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-ivory/75 sm:text-lg">{lead}</p>
        </div>
      </div>
    </section>
  );
}
