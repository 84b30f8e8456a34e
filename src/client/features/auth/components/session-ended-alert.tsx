import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BRAND } from '../../../../shared/brand.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { FormAlert } from './form-alert.tsx';

/**
 * On the sign-in pages: why this browser was signed out, when the page was reached with `?reason=suspended`
 * (a chauffeur whose open session an admin's suspension ended), with dispatch's number.
 */
export function SessionEndedAlert() {
  const { t } = useTranslation('auth');
  const message = useErrorText();
  const [params] = useSearchParams();
  if (params.get('reason') !== 'suspended') return null;
  return (
    <FormAlert className="mb-6" title={t('sessionEnded.title')}>
      <span data-testid="session-ended-reason">
        {message({ code: 'auth.suspended', params: { phone: BRAND.phoneDisplay } })}
      </span>
    </FormAlert>
  );
}
