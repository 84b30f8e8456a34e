import { ArrowUp, Info, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../../shared/brand.ts';
import {
  LEGAL_LAST_UPDATED,
  LEGAL_SECTIONS,
  toBlocks,
  type LegalBlock,
  type LegalDoc,
} from './legal-content.ts';
import { LegalInline } from './legal-inline.tsx';

/**
 * A long-form legal page (Terms of Service, Privacy Policy): title, "Last updated", a table of contents
 * with in-page anchors, numbered sections and the company's contact details.
 */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation('legal');
  const lang = i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US';
  const updated = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_LAST_UPDATED}T12:00:00Z`),
  );
  const values = {
    legalName: BRAND.legalName,
    address: BRAND.address,
    email: BRAND.email,
    phone: BRAND.phoneDisplay,
  };
  const sections = LEGAL_SECTIONS[doc].map((id) => ({
    id,
    title: t(`${doc}.sections.${id}.title`),
    blocks: toBlocks(t(`${doc}.sections.${id}.blocks`, { ...values, returnObjects: true }) as unknown),
  }));
  const titleId = `${doc}-title`;

  return (
    <article aria-labelledby={titleId}>
      <header className="bg-ink text-ivory">
        <div className="container-page py-14 sm:py-20">
          <div className="max-w-3xl">
            <p className="eyebrow flex items-center gap-3 text-gold">
              <span aria-hidden className="h-px w-8 bg-current" />
              {t('shared.eyebrow')}
            </p>
            <h1
              id={titleId}
              className="mt-5 font-display text-[2.5rem] leading-[1.05] font-semibold text-balance sm:text-6xl"
            >
              {t(`${doc}.title`)}
            </h1>
            <p className="mt-5 text-base leading-relaxed text-ivory/80 sm:text-lg">{t(`${doc}.lead`)}</p>
            <p className="mt-6 text-sm text-ivory/60">
              <time dateTime={LEGAL_LAST_UPDATED}>{t('shared.updated', { date: updated })}</time>
            </p>
          </div>
        </div>
      </header>

      <div className="bg-white">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-20">
          <nav aria-labelledby={`${doc}-toc`} className="lg:sticky lg:top-24 lg:self-start">
            <div className="rounded-2xl bg-ivory p-5 ring-1 ring-ink/8 sm:p-6 lg:bg-transparent lg:p-0 lg:ring-0">
              <h2 id={`${doc}-toc`} className="eyebrow font-sans">
                {t('shared.toc')}
              </h2>
              <ol className="mt-4 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1 lg:border-l lg:border-ink/10">
                {sections.map((s, i) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="flex gap-2 rounded-md py-1.5 text-stone hover:text-ink lg:-ml-px lg:border-l lg:border-transparent lg:pl-4 lg:hover:border-gold"
                    >
                      <span className="w-6 shrink-0 text-stone tabular-nums">{i + 1}.</span>
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>

          <div className="max-w-3xl min-w-0">
            {sections.map((s, i) => (
              <section
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-title`}
                className="scroll-mt-24 border-t border-ink/10 pt-10 pb-2 first:border-t-0 first:pt-0"
              >
                <h2
                  id={`${s.id}-title`}
                  className="font-display text-3xl leading-tight font-semibold text-ink sm:text-[2.125rem]"
                >
                  <span className="mr-3 text-gold-dark lining-nums tabular-nums">{i + 1}.</span>
                  {s.title}
                </h2>
                <div className="mt-5 grid gap-5 pb-8 text-base leading-relaxed text-ink/80">
                  {s.blocks.map((b, j) => (
                    <Block key={j} block={b} />
                  ))}
                  {s.id === 'contact' && <ContactCard label={t('shared.contactCard')} />}
                </div>
              </section>
            ))}
            <p className="mt-4">
              <a
                href={`#${titleId}`}
                className="inline-flex items-center gap-2 text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
              >
                <ArrowUp className="size-4" aria-hidden />
                {t('shared.backToTop')}
              </a>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'h':
      return <h3 className="mt-3 font-sans text-lg font-semibold text-ink">{block.text}</h3>;
    case 'ul':
      return (
        <ul className="grid gap-3 pl-1">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden className="mt-[0.7em] size-1.5 shrink-0 rounded-full bg-gold" />
              <span>
                <LegalInline text={item} />
              </span>
            </li>
          ))}
        </ul>
      );
    case 'callout':
      return (
        <div className="flex gap-4 rounded-2xl border-l-4 border-gold bg-ivory px-5 py-5 sm:px-6">
          <Info className="mt-1 size-5 shrink-0 text-gold-dark" aria-hidden />
          <p>
            <LegalInline text={block.text} />
          </p>
        </div>
      );
    default:
      return (
        <p>
          <LegalInline text={block.text} />
        </p>
      );
  }
}

function ContactCard({ label }: { label: string }) {
  const { t } = useTranslation('legal');
  const item = 'flex items-start gap-3';
  return (
    <div aria-label={label} role="group" className="rounded-2xl bg-ink p-6 text-ivory sm:p-8">
      <p className="font-display text-2xl font-semibold">{BRAND.legalName}</p>
      <dl className="mt-5 grid gap-4 text-sm">
        <div className={item}>
          <dt>
            <Mail className="mt-0.5 size-4 text-gold" aria-hidden />
            <span className="sr-only">{t('shared.email')}</span>
          </dt>
          <dd>
            <a
              href={`mailto:${BRAND.email}`}
              className="break-all text-gold-light underline-offset-4 hover:underline"
            >
              {BRAND.email}
            </a>
          </dd>
        </div>
        <div className={item}>
          <dt>
            <Phone className="mt-0.5 size-4 text-gold" aria-hidden />
            <span className="sr-only">{t('shared.phone')}</span>
          </dt>
          <dd>
            <a href={BRAND.phoneHref} className="text-gold-light underline-offset-4 hover:underline">
              {BRAND.phoneDisplay}
            </a>
          </dd>
        </div>
        <div className={item}>
          <dt>
            <MapPin className="mt-0.5 size-4 text-gold" aria-hidden />
            <span className="sr-only">{t('shared.address')}</span>
          </dt>
          <dd className="text-ivory/80">{BRAND.address}</dd>
        </div>
      </dl>
    </div>
  );
}
