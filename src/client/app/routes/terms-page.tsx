import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../features/marketing/components/company/legal-document.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /terms: the Terms of Service. */
export function Component() {
  const { t } = useTranslation('legal');
  usePageTitle(t('terms.pageTitle'));
  return <LegalDocument doc="terms" />;
}
