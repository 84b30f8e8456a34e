import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Service } from '../../../../shared/contracts/catalog.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { serviceHref, serviceIllustration } from '../lib/service-links.ts';
import { ServiceIcon } from './service-icon.tsx';

/** One service: illustration, icon, name and description; the whole card is the link. */
export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('home');
  const lang = useContentLanguage();
  const href = serviceHref(service.id);
  const opensWidget = href.startsWith('/?');
  return (
    <article className="group relative flex overflow-hidden sm:flex-col rounded-2xl bg-white shadow-[0_1px_2px_rgb(0_0_0/0.04)] ring-1 ring-ink/8 transition duration-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-gold hover:-translate-y-1 hover:shadow-[0_24px_48px_-24px_rgb(12_12_13/0.35)]">
      <div className="relative w-28 shrink-0 overflow-hidden bg-ivory-deep sm:aspect-[16/10] sm:w-auto">
        <img
          src={serviceIllustration(service.id)}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={400}
          className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-5 sm:px-6 sm:pt-0 sm:pb-6">
        <span className="relative -mt-6 hidden size-12 items-center justify-center rounded-full bg-ink text-gold ring-4 ring-white sm:inline-flex">
          <ServiceIcon icon={service.icon} className="size-5" />
        </span>
        <h3 className="flex items-center gap-2.5 font-display text-[1.375rem] leading-tight font-semibold text-ink sm:mt-4 sm:block sm:text-2xl">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-gold sm:hidden">
            <ServiceIcon icon={service.icon} className="size-4" />
          </span>
          <Link
            to={href}
            preventScrollReset={opensWidget}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {lang === 'es' ? service.nameEs : service.name}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone sm:mt-3">
          {lang === 'es' ? service.descriptionEs : service.description}
        </p>
        <span
          aria-hidden
          className="mt-4 inline-flex items-center gap-2 sm:mt-6 text-xs font-semibold tracking-[0.18em] text-gold-dark uppercase"
        >
          {opensWidget ? t('services.reserve') : t('services.discover')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
