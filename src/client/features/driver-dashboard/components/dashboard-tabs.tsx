import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

export interface DashboardTab<V extends string> {
  value: V;
  label: string;
  icon: ReactNode;
  /** A count beside the label (nearby requests, active trips). */
  badge?: number;
}

interface DashboardTabsProps<V extends string> {
  label: string;
  tabs: DashboardTab<V>[];
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs (arrows, Home, End); two by two on phones, one row from tablets up. Only the open panel renders. */
export function DashboardTabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: DashboardTabsProps<V>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.value);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={cn(
          'grid grid-cols-2 gap-1 rounded-2xl bg-ink p-1.5 sm:rounded-full',
          tabs.length > 4
            ? 'sm:grid-cols-5 [&>*:last-child:nth-child(odd)]:col-span-2 sm:[&>*:last-child:nth-child(odd)]:col-span-1'
            : 'sm:grid-cols-4',
        )}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cn(
                'flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold transition-colors sm:rounded-full',
                selected ? 'bg-gold text-ink shadow' : 'text-ivory/75 hover:bg-ivory/10 hover:text-ivory',
              )}
            >
              {tab.icon}
              <span className="text-center leading-tight">{tab.label}</span>
              {tab.badge !== undefined && tab.badge > 0 && (
                <span
                  className={cn(
                    'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-[0.6875rem] leading-5 tabular-nums',
                    selected ? 'bg-ink text-ivory' : 'bg-gold text-ink',
                  )}
                >
                  {tab.badge}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${value}`}
        tabIndex={-1}
        className="mt-6 rounded-lg focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
