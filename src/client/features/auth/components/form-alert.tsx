import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

interface FormAlertProps {
  id?: string;
  tone?: 'error' | 'success';
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A form-level message: errors are announced assertively (alert), successes politely (status). */
export function FormAlert({ id, tone = 'error', title, children, className }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed',
        tone === 'error'
          ? 'border-danger/25 bg-danger/5 text-danger'
          : 'border-success/25 bg-success/5 text-success',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        {title && <p className="font-semibold">{title}</p>}
        <p>{children}</p>
      </div>
    </div>
  );
}
