import { useTranslation } from 'react-i18next';
import type { QuickAction } from '../../../../shared/contracts/chat.ts';
import { cn } from '../../../components/ui/cn.ts';
import type { ChatEntry } from '../lib/chat-history.ts';
import { ChatQuickAction } from './chat-quick-action.tsx';

/** One message: its text as plain text (line breaks kept), and for answers their quick actions. */
interface ChatMessageProps {
  entry: ChatEntry;
  /** A quick action opened a page of the site. */
  onNavigate: (action: QuickAction['action']) => void;
}

export function ChatMessage({ entry, onNavigate }: ChatMessageProps) {
  const { t } = useTranslation('chat');
  const user = entry.role === 'user';
  const actions = user ? [] : (entry.quickActions ?? []);
  return (
    <li
      className={cn('flex flex-col gap-2', user ? 'items-end' : 'items-start')}
      data-testid="chat-message"
      data-role={entry.role}
      data-error={entry.error ? '' : undefined}
    >
      <p
        className={cn(
          'max-w-[88%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line',
          user
            ? 'rounded-br-md bg-ink text-ivory'
            : entry.error
              ? 'rounded-bl-md border-l-4 border-danger bg-white text-ink shadow-sm'
              : 'rounded-bl-md bg-white text-ink shadow-sm ring-1 ring-ink/5',
        )}
      >
        <span className="sr-only">{user ? t('message.you') : t('message.assistant')} </span>
        {entry.text}
      </p>
      {actions.length > 0 && (
        <ul aria-label={t('actions.label')} className="flex max-w-full flex-wrap gap-2">
          {actions.map((action) => (
            <li key={`${action.action}:${action.href}:${action.label}`}>
              <ChatQuickAction action={action} onNavigate={() => onNavigate(action.action)} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
