import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';

interface CopyFieldProps {
  value: string;
  /** The button's visible text. */
  copyText: string;
  /** The button's accessible name when it needs more than its text. */
  copyLabel?: string;
  onCopy: () => void;
  mono?: boolean;
  testId?: string;
}

/** A value the admin hands out (a link, a code) with its Copy button; the value stays selectable. */
export function CopyField({ value, copyText, copyLabel, onCopy, mono = false, testId }: CopyFieldProps) {
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-xl bg-ivory p-1.5 pl-4 ring-1 ring-ink/10">
      <span
        data-testid={testId}
        className={cn(
          'min-w-0 flex-1 truncate text-sm text-ink select-all',
          mono && 'font-mono tracking-wide',
        )}
        title={value}
      >
        {value}
      </span>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 bg-white"
        onClick={onCopy}
        aria-label={copyLabel}
      >
        <Copy className="size-3.5" aria-hidden />
        {copyText}
      </Button>
    </div>
  );
}
