import { RootLayout } from '../components/layout/root-layout.tsx';
import { ChatWidget } from '../features/chat/components/chat-widget.tsx';

/**
 * The layout every page renders in: the site layout (header, page, footer …) and the floating chat widget.
 * Composed here because layout components do not import features.
 */
export function AppLayout() {
  return (
    <>
      <RootLayout />
      <ChatWidget />
    </>
  );
}
