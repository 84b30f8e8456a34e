import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';

/** Stand-in for a form while its code loads: labelled field outlines, so the layout does not jump. */
export function FormSkeleton({ fields, className }: { fields: number; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('grid gap-5', className)}>
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} aria-hidden className="grid gap-1.5">
          <div className="h-4 w-28 rounded bg-ink/8" />
          <div className="h-12 rounded-lg border border-ink/10 bg-white" />
        </div>
      ))}
      <div aria-hidden className="h-13 rounded-full bg-ink/8" />
    </div>
  );
}
