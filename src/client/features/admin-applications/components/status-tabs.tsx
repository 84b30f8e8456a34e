import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { TABS, type Tab, type TabCounts } from '../lib/applications.ts';

interface StatusTabsProps {
  value: Tab;
  onChange: (tab: Tab) => void;
  counts: TabCounts | null;
  /** The id of the panel the tabs control. */
  panelId: string;
}

export const tabId = (tab: Tab) => `applications-tab-${tab}`;

/** All / Pending / Approved / Rejected with their counts: a tab list (arrow keys, Home, End). */
export function StatusTabs({ value, onChange, counts, panelId }: StatusTabsProps) {
  const { t } = useTranslation('admin-applications');
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(value);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-ink/8 sm:inline-flex sm:rounded-full"
    >
      {TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-tab={tab}
            onClick={() => onChange(tab)}
            className={cn(
              'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              selected ? 'bg-ink text-ivory' : 'text-ink/75 hover:bg-ink/5 hover:text-ink',
            )}
          >
            {t(`tabs.${tab}`)}
            <span
              className={cn(
                'inline-flex min-w-6 items-center justify-center rounded-full px-1.5 py-0.5 text-xs tabular-nums',
                selected ? 'bg-gold text-ink' : 'bg-ivory-deep text-ink/80',
              )}
              data-testid={`count-${tab}`}
            >
              {counts ? counts[tab] : '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
