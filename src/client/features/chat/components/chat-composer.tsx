import { SendHorizontal } from 'lucide-react';
import { forwardRef, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../../../shared/contracts/chat.ts';
import { cn } from '../../../components/ui/cn.ts';
import type { SendResult } from '../hooks/use-chat.ts';
import { checkMessage, isSendKey, messageLength } from '../lib/chat-validation.ts';

interface ChatComposerProps {
  /** An answer is on its way: the text stays editable, sending waits. */
  pending: boolean;
  onSend: (text: string) => Promise<SendResult>;
}

/**
 * The message box: Enter sends, Shift+Enter adds a line; empty text is not sent; over the limit the counter
 * and the message say so before anything is sent. A message that failed comes back into the box to retry.
 */
export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { pending, onSend },
  ref,
) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [value, setValue] = useState('');
  const check = checkMessage(value);
  const length = messageLength(value);
  const tooLong = !check.ok && check.reason === 'tooLong';
  const canSend = check.ok && !pending;

  const submit = async () => {
    if (!canSend) return;
    const text = value;
    setValue('');
    const result = await onSend(text);
    if (result !== 'sent') setValue((current) => (current === '' ? text : current));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) return;
    e.preventDefault();
    void submit();
  };

  const rows = Math.min(4, Math.max(1, value.split('\n').length));

  return (
    <form onSubmit={onSubmit} className="border-t border-ink/10 bg-white px-3 pt-3 pb-2" noValidate>
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('input.label')}
        </label>
        <textarea
          ref={ref}
          id={`${id}-input`}
          name="message"
          value={value}
          rows={rows}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('input.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-status ${id}-counter`}
          autoComplete="off"
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-ink/20 bg-ivory px-3 py-2.5 text-base leading-snug text-ink placeholder:text-stone focus:border-gold-dark focus:outline-none aria-[invalid=true]:border-danger sm:text-sm"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('input.send')}
          title={t('input.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gold text-ink transition-colors hover:bg-gold-light disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-stone"
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </div>
      <div className="mt-1.5 flex min-h-4 items-start justify-between gap-3 px-1 text-xs">
        <p
          id={`${id}-status`}
          role="status"
          className={cn(tooLong ? 'font-medium text-danger' : 'text-stone')}
        >
          {tooLong ? (
            t('errors.tooLong', { max: CHAT_MESSAGE_MAX })
          ) : (
            <span className="sr-only sm:not-sr-only">{t('input.hint')}</span>
          )}
        </p>
        <p
          id={`${id}-counter`}
          className={cn('shrink-0 tabular-nums', tooLong ? 'font-semibold text-danger' : 'text-stone')}
          data-testid="chat-counter"
        >
          <span aria-hidden>
            {length}/{CHAT_MESSAGE_MAX}
          </span>
          <span className="sr-only">{t('input.counter', { length, max: CHAT_MESSAGE_MAX })}</span>
        </p>
      </div>
    </form>
  );
});
