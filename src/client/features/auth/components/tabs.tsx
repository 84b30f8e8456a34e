import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  label: string;
  items: TabItem[];
  defaultValue?: string;
  className?: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation), one tab stop.
 * Panels stay mounted so what was typed survives a switch.
 */
export function Tabs({ label, items, defaultValue, className }: TabsProps) {
  const baseId = useId();
  const [value, setValue] = useState(defaultValue ?? items[0]?.value ?? '');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
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
    const item = items[next];
    if (!item) return;
    setValue(item.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="grid rounded-full bg-ivory-deep p-1"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setValue(item.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cn(
                'rounded-full px-3 py-2.5 text-sm font-semibold transition-colors',
                selected ? 'bg-ink text-ivory shadow' : 'text-ink/70 hover:text-ink',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${item.value}`}
          aria-labelledby={`${baseId}-tab-${item.value}`}
          hidden={item.value !== value}
          tabIndex={0}
          className="mt-6 rounded-lg focus-visible:outline-offset-4"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
