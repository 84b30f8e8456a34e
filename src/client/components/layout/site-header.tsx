import { ChevronDown, Menu, Phone, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { BRAND } from '../../../shared/brand.ts';
import { buttonClasses } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { HeaderAccount, MobileAccount, useSessionState } from './account-nav.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ACCOUNT_LINKS, MAIN_LINKS, SERVICE_LINKS } from './nav-links.ts';

/**
 * The brand, linking home. Its accessible name is its visible words ("Empire Chauffeur") and where the link
 * goes, in the page language; the words are written in their case and shown in capitals by CSS, so the name
 * holds the visible text (WCAG 2.5.3).
 */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const [first, ...rest] = BRAND.name.split(' ');
  return (
    <Link to="/" className="flex items-center gap-2.5" data-testid="logo">
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden>
        <rect width="64" height="64" rx="14" fill={tone === 'light' ? '#1a1a1d' : '#0c0c0d'} />
        <path d="M18 44V20h26v5H24v5h17v5H24v4h20v5z" fill="#c8a35a" />
      </svg>
      <span className={cn('leading-none uppercase', tone === 'light' ? 'text-ivory' : 'text-ink')}>
        <span className="block font-display text-xl font-semibold tracking-wide">{first}</span>{' '}
        <span className="block text-[0.62rem] font-semibold tracking-[0.38em] text-gold">
          {rest.join(' ')}
        </span>
      </span>
      <span className="sr-only">{t('nav.logoSuffix')}</span>
    </Link>
  );
}

const navItem =
  'rounded-md px-2 py-2 whitespace-nowrap text-sm font-medium text-ivory/85 transition-colors hover:text-gold';

function ServicesMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className={cn(navItem, 'inline-flex items-center gap-1')}
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.services')}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open && (
        <ul
          id="services-menu"
          className="absolute top-full left-0 z-50 mt-2 w-60 overflow-hidden rounded-xl border border-ivory/10 bg-ink-soft p-2 shadow-2xl"
        >
          {SERVICE_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2.5 text-sm text-ivory/85 hover:bg-ivory/5 hover:text-gold"
              >
                {t(l.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const session = useSessionState();
  useEffect(() => setMobileOpen(false), [location.pathname, location.hash]);

  return (
    <header className="sticky top-0 z-40 border-b border-ivory/10 bg-ink/95 backdrop-blur supports-[backdrop-filter]:bg-ink/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-gold focus:px-3 focus:py-2 focus:text-ink"
      >
        {t('nav.skip')}
      </a>
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 xl:flex">
          <NavLink to="/" end className={navItem}>
            {t('nav.home')}
          </NavLink>
          <ServicesMenu />
          {MAIN_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={navItem}>
              {t(l.label)}
            </Link>
          ))}
          {ACCOUNT_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navItem}>
              {t(l.label)}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-3 xl:flex">
          <LanguageSwitcher />
          <HeaderAccount />
        </div>
        <div className="flex items-center gap-2 xl:hidden">
          <a
            href={BRAND.phoneHref}
            className="rounded-full p-2.5 text-gold"
            aria-label={t('nav.call', { phone: BRAND.phoneDisplay })}
          >
            <Phone className="size-5" aria-hidden />
          </a>
          <button
            type="button"
            className="rounded-full p-2.5 text-ivory"
            aria-expanded={mobileOpen}
            aria-controls="mobile-nav"
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>
      {mobileOpen && (
        <nav
          id="mobile-nav"
          aria-label={t('nav.main')}
          className="max-h-[calc(100vh-4.5rem)] overflow-y-auto border-t border-ivory/10 bg-ink xl:hidden"
        >
          <ul className="container-page grid gap-1 py-4">
            <li>
              <Link to="/" className="block rounded-lg px-3 py-3 text-ivory hover:bg-ivory/5">
                {t('nav.home')}
              </Link>
            </li>
            <li className="px-3 pt-3 pb-1 text-xs font-semibold tracking-[0.2em] text-gold uppercase">
              {t('nav.services')}
            </li>
            {[...SERVICE_LINKS, ...MAIN_LINKS, ...ACCOUNT_LINKS].map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="block rounded-lg px-3 py-3 text-ivory/90 hover:bg-ivory/5">
                  {t(l.label)}
                </Link>
              </li>
            ))}
            <li className="mt-3 flex items-center justify-between gap-3 border-t border-ivory/10 px-3 pt-4">
              <LanguageSwitcher />
              {session.kind === 'signed-out' && (
                <div className="flex gap-2">
                  <Link to="/login" className={buttonClasses('outline-light', 'sm')}>
                    {t('nav.login')}
                  </Link>
                  <Link to="/signup" className={buttonClasses('primary', 'sm', 'whitespace-nowrap')}>
                    {t('nav.signup')}
                  </Link>
                </div>
              )}
            </li>
            {(session.kind === 'guest' || session.kind === 'account') && (
              <li className="mt-2">
                <MobileAccount />
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
