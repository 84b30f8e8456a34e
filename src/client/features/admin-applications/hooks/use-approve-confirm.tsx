import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { fullName } from '../lib/applications.ts';
import type { useApplicationActions } from './use-application-actions.ts';

/**
 * Issue 35: Approve fired at one click. It now asks once: the applicant is emailed an invitation code at once,
 * which cannot be taken back (Regenerate Code replaces it).
 */
export function useApproveConfirm(
  actions: ReturnType<typeof useApplicationActions>,
): [ReactNode, (a: DriverApplication) => void] {
  const { t } = useTranslation('admin-applications');
  const [dialog, ask] = useConfirm();
  const approve = (a: DriverApplication) => {
    const values = { name: fullName(a), email: a.email };
    ask({
      title: t('confirmApprove.title', values),
      what: t('confirmApprove.what', values),
      told: t('confirmApprove.told', values),
      undo: t('confirmApprove.undo'),
      confirmLabel: t('confirmApprove.confirm'),
      onConfirm: () => actions.approve(a),
      testId: 'confirm-approve',
    });
  };
  return [dialog, approve];
}
