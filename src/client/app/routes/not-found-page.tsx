import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 font-display text-5xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-md text-stone">{t('notFound.body')}</p>
      <Link to="/" className={buttonClasses('dark', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
