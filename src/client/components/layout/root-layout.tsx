import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Island } from '../island.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { AdminShortcut } from './admin-shortcut.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Scrolls to `#id` after navigation, once the lazy page has rendered the target: looked for every 50 ms for up to
 * 10 s (it gave up after 2 s, and a slow phone, or a loaded CI machine, loading the home page's code and words
 * took longer: the visitor who followed "Contact Corporate Sales" was left at the top of the page).
 */
function ScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = setInterval(() => {
      const el = document.getElementById(id);
      if (el || ++tries > 200) {
        clearInterval(timer);
        el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    }, 50);
    return () => clearInterval(timer);
  }, [hash, pathname]);
  return null;
}

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Island id="site-footer">
        <SiteFooter />
      </Island>
      <Toaster />
      <AdminShortcut />
      <ScrollRestoration />
      <ScrollToHash />
    </div>
  );
}
