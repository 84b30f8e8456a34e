import { useLocation } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { ChatWidget } from '../features/chat/components/chat-widget.tsx';

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
      {backOffice ? null : <ChatWidget />}
    </>
  );
}
