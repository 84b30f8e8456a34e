import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { useBookingFormat } from '../hooks/use-booking-format.ts';
import { pageButtons, pageWindow } from '../lib/filters.ts';

interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

const pill =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-sm font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:pointer-events-none disabled:opacity-40';

/** "Showing 26–50 of 1,234" and the page buttons (previous, first, neighbours, last, next). */
export function PaginationBar({ page, pageSize, total, onPage }: PaginationBarProps) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  const { first, last, pages } = pageWindow(page, pageSize, total);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-stone" role="status" aria-live="polite" data-testid="bookings-showing">
        {t('pagination.showing', {
          first: f.count(first),
          last: f.count(last),
          total: f.count(total),
          count: total,
        })}
      </p>
      {pages > 1 && (
        <nav aria-label={t('pagination.label')} className="flex items-center gap-1">
          <button
            type="button"
            className={cn(pill, 'text-ink hover:bg-ink/5')}
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeft className="size-4" aria-hidden />
          </button>
          {pageButtons(page, pages).map((p, i) =>
            p === null ? (
              <span key={`gap-${i}`} aria-hidden className="px-1 text-stone">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                className={cn(pill, p === page ? 'bg-ink text-white' : 'text-ink hover:bg-ink/5')}
                onClick={() => onPage(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
              >
                {f.count(p)}
              </button>
            ),
          )}
          <button
            type="button"
            className={cn(pill, 'text-ink hover:bg-ink/5')}
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            aria-label={t('pagination.next')}
          >
            <ChevronRight className="size-4" aria-hidden />
          </button>
        </nav>
      )}
    </div>
  );
}
