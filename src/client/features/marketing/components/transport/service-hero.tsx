import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../../components/ui/page-hero.tsx';

export type TransportPage = 'airport' | 'hourly' | 'pointToPoint' | 'corporate';

export interface HeroHighlight {
  key: string;
  Icon: LucideIcon;
}

/** The hero of a transport service page: its copy from `<page>.hero.*`, four highlights and its buttons. */
export function ServiceHero({
  page,
  image,
  highlights,
  children,
}: {
  page: TransportPage;
  image: string;
  highlights: readonly HeroHighlight[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('transport');
  return (
    <PageHero
      id={`${page}-hero-title`}
      eyebrow={t(`${page}.hero.eyebrow`)}
      title={t(`${page}.hero.title`)}
      lead={t(`${page}.hero.lead`)}
      image={image}
    >
      <ul className="grid max-w-3xl gap-x-8 gap-y-4 sm:grid-cols-2">
        {highlights.map(({ key, Icon }) => (
          <li key={key} className="flex items-center gap-3 text-sm font-medium text-ivory/90">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gold/10 text-gold ring-1 ring-gold/35">
              <Icon className="size-4" aria-hidden strokeWidth={1.75} />
            </span>
            {t(`${page}.hero.highlights.${key}`)}
          </li>
        ))}
      </ul>
      {children && <div className="mt-10 flex flex-col gap-3 sm:flex-row">{children}</div>}
    </PageHero>
  );
}
