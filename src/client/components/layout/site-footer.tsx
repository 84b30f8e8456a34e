import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND } from '../../../shared/brand.ts';
import { Logo } from './site-header.tsx';
import { SERVICE_LINKS } from './nav-links.ts';

const SOCIAL = [
  { href: BRAND.social.instagram, label: 'Instagram' },
  { href: BRAND.social.facebook, label: 'Facebook' },
  { href: BRAND.social.x, label: 'X' },
  { href: BRAND.social.linkedin, label: 'LinkedIn' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-ivory/80">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-5">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed">{t('footer.tagline')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('footer.social')}>
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex h-9 items-center rounded-full border border-ivory/20 px-3 text-xs font-semibold hover:border-gold hover:text-gold"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold uppercase">
            {t('footer.services')}
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {SERVICE_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-gold">
                  {t(l.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/services/wedding" className="hover:text-gold">
                {t('nav.weddings')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold uppercase">
            {t('footer.company')}
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            <li>
              <Link to="/about" className="hover:text-gold">
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to="/fleet" className="hover:text-gold">
                {t('nav.fleet')}
              </Link>
            </li>
            <li>
              <Link to="/driver-request" className="hover:text-gold">
                {t('footer.drive')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-gold">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-gold">
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold uppercase">
            {t('footer.contact')}
          </h2>
          <ul className="mt-4 grid gap-3 text-sm">
            <li className="flex items-center gap-3">
              <Phone className="size-4 text-gold" aria-hidden />
              <a href={BRAND.phoneHref} className="hover:text-gold">
                {BRAND.phoneDisplay}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail className="size-4 text-gold" aria-hidden />
              <a href={`mailto:${BRAND.email}`} className="break-all hover:text-gold">
                {BRAND.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock className="size-4 text-gold" aria-hidden />
              <span>{t('footer.hours')}</span>
            </li>
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>{BRAND.address}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-ivory/75 sm:flex-row sm:justify-between">
          <p>
            © {year} {BRAND.legalName}. {t('footer.rights')}
          </p>
          <p>{t('footer.license')}</p>
        </div>
      </div>
    </footer>
  );
}
