import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../features/marketing/components/company/legal-document.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /privacy: the Privacy Policy. */
export function Component() {
  const { t } = useTranslation('legal');
  usePageTitle(t('privacy.pageTitle'));
  return <LegalDocument doc="privacy" />;
}
