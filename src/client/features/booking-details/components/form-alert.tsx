import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

interface FormAlertProps {
  id?: string;
  title?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  /** 'dark' on the ink summary card. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** A message about the form (announced as an alert): a title, the text and an optional action. */
export function FormAlert({ id, title, children, action, tone = 'light', className }: FormAlertProps) {
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed',
        tone === 'dark'
          ? 'border-[#f2b8b0]/40 bg-[#f2b8b0]/10 text-[#f6cdc7]'
          : 'border-danger/25 bg-danger/5 text-danger',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        <p>{children}</p>
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}
