import { useRouteError } from 'react-router';
import { BRAND } from '../../shared/brand.ts';
import { buttonClasses } from '../components/ui/button.tsx';

/**
 * The page-error screen's texts in both languages, built in: the screen shows when a page failed to load (a
 * chunk missing after a deploy, a locale file that did not arrive), so it cannot count on i18n's namespaces.
 * The language is the one the site set on <html lang>.
 */
const TEXTS = {
  en: {
    title: 'Something went wrong',
    body: 'We could not show this page. Please reload; if it keeps happening call us at',
    details: 'Technical details',
    reload: 'Reload',
  },
  es: {
    title: 'Algo salió mal',
    body: 'No pudimos mostrar esta página. Vuelva a cargarla; si sigue ocurriendo, llámenos al',
    details: 'Detalles técnicos',
    reload: 'Volver a cargar',
  },
} as const;

export type RouteErrorLanguage = keyof typeof TEXTS;

/** The page language as <html lang> has it (es-US counts as es); English otherwise. */
export function pageLanguage(lang: string | undefined): RouteErrorLanguage {
  return lang?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function RouteErrorView({ lang, detail }: { lang: RouteErrorLanguage; detail: string }) {
  const text = TEXTS[lang];
  return (
    <main
      lang={lang}
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-ivory p-8 text-center"
    >
      <h1 className="font-display text-4xl font-semibold">{text.title}</h1>
      <p className="max-w-md text-stone">
        {text.body}{' '}
        <a
          href={BRAND.phoneHref}
          className="font-medium whitespace-nowrap text-ink underline underline-offset-2"
        >
          {BRAND.phoneDisplay}
        </a>
        .
      </p>
      <button type="button" className={buttonClasses('dark')} onClick={() => window.location.reload()}>
        {text.reload}
      </button>
      {/* The error itself is the browser's or the code's (English): folded away, for whoever helps. */}
      <details className="max-w-md text-xs text-stone">
        <summary className="cursor-pointer">{text.details}</summary>
        <p lang="en" className="mt-2 break-words">
          {detail}
        </p>
      </details>
    </main>
  );
}

/** Shown when a page fails to load (for example a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : String(error);
  const lang = pageLanguage(typeof document === 'undefined' ? undefined : document.documentElement.lang);
  return <RouteErrorView lang={lang} detail={detail} />;
}
