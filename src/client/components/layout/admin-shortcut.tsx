import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Ctrl+Shift+A only reveals the button; the admin pages themselves require an admin session. */
export function AdminShortcut() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.shiftKey && (e.key === 'A' || e.key === 'a')) {
        e.preventDefault();
        setVisible((v) => !v);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!visible) return null;
  // A named navigation landmark: the button stays up across pages, outside the page's own landmarks.
  return (
    <nav aria-label={t('admin.shortcutRegion')} data-print="hide">
      <Link
        to="/admin"
        className="fixed bottom-6 left-6 z-50 inline-flex items-center gap-2 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-gold shadow-2xl ring-1 ring-gold/40"
      >
        <ShieldCheck className="size-4" aria-hidden />
        {t('admin.dashboard')}
      </Link>
    </nav>
  );
}
