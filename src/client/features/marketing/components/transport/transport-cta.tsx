import { ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { CtaBand } from '../cta-band.tsx';
import type { TransportPage } from './service-hero.tsx';

/**
 * The closing band of a transport page, from `<page>.cta.*`. Its action is `action` when given,
 * otherwise a link back up to the page's offers (`#<target>`).
 */
export function TransportCta({
  page,
  target,
  action,
}: {
  page: TransportPage;
  target?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('transport');
  return (
    <CtaBand
      id={`${page}-cta-title`}
      title={t(`${page}.cta.title`)}
      body={t(`${page}.cta.body`)}
      action={
        action ?? (
          <a href={`#${target ?? ''}`} className={buttonClasses('dark', 'lg', 'whitespace-nowrap')}>
            {t(`${page}.cta.action`)}
            <ArrowUp className="size-4" aria-hidden />
          </a>
        )
      }
    />
  );
}
