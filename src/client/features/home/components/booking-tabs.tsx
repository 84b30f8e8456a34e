import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';

export type BookingTab = 'point-to-point' | 'hourly';
const TABS: readonly { id: BookingTab; label: string }[] = [
  { id: 'point-to-point', label: 'widget.tabs.pointToPoint' },
  { id: 'hourly', label: 'widget.tabs.hourly' },
];

interface BookingTabsProps {
  value: BookingTab;
  onChange: (tab: BookingTab) => void;
  /** Prefix for the tab ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

/** POINT TO POINT / HOURLY: an ARIA tablist with arrow-key, Home and End navigation. */
export function BookingTabs({ value, onChange, idPrefix }: BookingTabsProps) {
  const { t } = useTranslation('home');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((tab) => tab.id === value);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (current + 1) % TABS.length;
    else if (e.key === 'ArrowLeft') next = (current - 1 + TABS.length) % TABS.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = TABS.length - 1;
    const tab = next === null ? undefined : TABS[next];
    if (next === null || !tab) return;
    e.preventDefault();
    onChange(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('widget.tabsLabel')}
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-full bg-ivory-deep p-1"
    >
      {TABS.map((tab, i) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              'h-10 rounded-full px-2 text-xs font-semibold tracking-[0.08em] whitespace-nowrap transition-colors sm:tracking-[0.14em]',
              selected ? 'bg-ink text-ivory shadow-sm' : 'text-stone hover:text-ink',
            )}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
