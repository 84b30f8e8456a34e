import { lazy } from 'react';
import { useLocation } from 'react-router';
import { Island } from '../components/island.tsx';
import { RootLayout } from '../components/layout/root-layout.tsx';

// The launcher's code loads with its island (once the browser is idle after the page), not with the page.
const ChatWidget = lazy(() =>
  import('../features/chat/components/chat-widget.tsx').then((m) => ({ default: m.ChatWidget })),
);

/**
 * The layout every page renders in: the site layout (header, page, footer …) and the floating chat widget.
 * Composed here because layout components do not import features. The back office (/admin…) has no chat:
 * the assistant serves customers, and its launcher would sit over the operators' tables and actions.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const backOffice = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <>
      <RootLayout />
      {backOffice ? null : (
        // Its own island: on a prerendered page the launcher hydrates in a task of its own, after the page's.
        <Island id="chat-widget" when="idle">
          <ChatWidget />
        </Island>
      )}
    </>
  );
}
