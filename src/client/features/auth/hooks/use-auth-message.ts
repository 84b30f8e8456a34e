import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { authMessageKey } from '../lib/auth-messages.ts';

/** Translates a contract or server message (English) into the page language; unknown text is shown as is. */
export function useAuthMessage() {
  const { t } = useTranslation('auth');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const known = authMessageKey(message);
      return known ? t(known.key, known.values) : message;
    },
    [t],
  );
}
