import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * Any address the site does not have (PRODUCT decision 16): says the page does not exist and offers the home
 * page and the booking form, instead of the specification's developer note.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section
      aria-labelledby="not-found-title"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center"
    >
      <p className="eyebrow">404</p>
      <h1 id="not-found-title" className="mt-3 font-display text-5xl font-semibold text-balance">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 max-w-md text-stone">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Link to="/" className={buttonClasses('dark', 'md')}>
          {t('notFound.home')}
        </Link>
        <Link to="/#booking-widget" className={buttonClasses('outline', 'md')}>
          {t('notFound.book')}
        </Link>
      </div>
    </section>
  );
}
