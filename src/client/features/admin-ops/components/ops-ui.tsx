import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronDown, ChevronLeft, ChevronRight, Inbox, Search, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Input, Select } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pageWindow } from '../lib/format.ts';
import { useOpsFormat } from '../hooks/use-ops-format.ts';
import { PAGE_SIZE, SEARCH_MAX } from '../lib/filters.ts';

/** The pieces the Outbox, Messages and Audit log sections share: filters, states and paging. */

const labelClasses = 'text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase';
const controlSize = 'h-10! py-0! text-sm!';
/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 350;

/** The white card the filters sit in. */
export function FilterBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5', className)}>
      {children}
    </div>
  );
}

function Labelled({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A search box that asks the list again once typing pauses; follows the address when it changes by itself. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText((typed) => (typed.trim() === value.trim() ? typed : value));
  }, [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const id = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [text, value, onSearch]);
  return (
    <Labelled label={label} className={className}>
      {(id) => (
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone"
          />
          <Input
            id={id}
            type="search"
            maxLength={SEARCH_MAX}
            className={cn(controlSize, 'pl-10!')}
            placeholder={placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}
    </Labelled>
  );
}

/** A labelled select with the house chevron. */
export function FilterSelect({
  label,
  className,
  children,
  ...rest
}: { label: string; className?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Labelled label={label} className={className}>
      {(id) => (
        <div className="relative">
          <Select id={id} className={controlSize} {...rest}>
            {children}
          </Select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone"
          />
        </div>
      )}
    </Labelled>
  );
}

/** A labelled date input (New York calendar day). */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <Input
          id={id}
          type="date"
          className={controlSize}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Labelled>
  );
}

/** Clear filters, shown when anything narrows the list. */
export function ClearButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('admin-ops');
  return (
    <Button variant="ghost" size="sm" onClick={onClear} className="self-end">
      <X className="size-4" aria-hidden />
      {t('filters.clear')}
    </Button>
  );
}

interface ListStateProps<T> {
  query: UseQueryResult<T>;
  /** The rows of the loaded page ([] when empty). */
  count: (data: T) => number;
  loadingLabel: string;
  loadError: string;
  emptyTitle: string;
  emptyBody: string;
  /** Shown in the empty state when filters narrow the list. */
  onClear?: (() => void) | undefined;
  children: (data: T) => ReactNode;
}

/** Load failure with Try Again, a spinner while the first page loads, the empty state, or the list. */
export function ListState<T>({
  query,
  count,
  loadingLabel,
  loadError,
  emptyTitle,
  emptyBody,
  onClear,
  children,
}: ListStateProps<T>) {
  const { t } = useTranslation('admin-ops');
  if (query.isError && !query.data) {
    return <LoadFailure message={loadError} onRetry={() => void query.refetch()} retryLabel={t('retry')} />;
  }
  if (!query.data) {
    return (
      <div className="flex justify-center rounded-2xl bg-white px-6 py-16 text-gold-dark ring-1 ring-ink/8">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (count(query.data) === 0) {
    return (
      <div
        className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-ink/8"
        data-testid="ops-empty"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
          <Inbox className="size-6" aria-hidden strokeWidth={1.5} />
        </span>
        <h3 className="mt-5 font-display text-2xl font-semibold text-ink sm:text-3xl">{emptyTitle}</h3>
        <p className="mt-2 max-w-md text-stone">{emptyBody}</p>
        {onClear && (
          <Button variant="outline" className="mt-6" onClick={onClear}>
            <X className="size-4" aria-hidden />
            {t('filters.clear')}
          </Button>
        )}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** "26–50 of 1,234" above a list, with a spinner while another page or filter loads. */
export function RangeText({ page, total, fetching }: { page: number; total: number; fetching?: boolean }) {
  const { t } = useTranslation('admin-ops');
  const { count: n } = useOpsFormat();
  const { first, last } = pageWindow(page, PAGE_SIZE, total);
  return (
    <p
      aria-live="polite"
      className="flex items-center gap-2 text-sm text-stone tabular-nums"
      data-testid="pager-range"
    >
      {t('pager.range', { first: n(first), last: n(last), total: n(total) })}
      {fetching && <Spinner className="size-4 text-gold-dark" label={t('pager.updating')} />}
    </p>
  );
}

/** Previous / "Page 2 of 7" / Next under a list; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin-ops');
  const { count: n } = useOpsFormat();
  const { pages } = pageWindow(page, PAGE_SIZE, total);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex items-center justify-center gap-2 text-sm text-stone sm:justify-end"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        {t('pager.previous')}
      </Button>
      <span className="px-1 tabular-nums">
        {t('pager.page', { page: n(Math.min(page, pages)), pages: n(pages) })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}

/** A small rounded label (status, language, template). */
export function Pill({
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { [data: `data-${string}`]: string }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        className,
      )}
      {...rest}
    >
      {children}
    </span>
  );
}
