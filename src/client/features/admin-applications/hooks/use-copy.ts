import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-store.ts';

/**
 * Copies a text to the clipboard and says so ("Copied" with `description`); when the browser refuses, the
 * toast shows the text so the admin can copy it by hand.
 */
export function useCopy() {
  const { t } = useTranslation('admin-applications');
  return useCallback(
    async (text: string, description: string): Promise<boolean> => {
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
        toast({ title: t('toast.copied'), description, variant: 'success' });
        return true;
      } catch {
        toast({
          title: t('toast.copyFailed'),
          description: t('toast.copyFailedBody', { text }),
          variant: 'destructive',
          duration: 15_000,
        });
        return false;
      }
    },
    [t],
  );
}
