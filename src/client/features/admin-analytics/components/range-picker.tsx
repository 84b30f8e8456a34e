import { CalendarRange } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { Input } from '../../../components/ui/form-field.tsx';
import { RANGE_PRESETS, rangeProblem, type DateRange, type RangePreset } from '../lib/range.ts';

interface RangePickerProps {
  range: DateRange;
  preset: RangePreset | null;
  today: string;
  onChange: (range: DateRange) => void;
  onPreset: (preset: RangePreset) => void;
}

/** The presets (toggle buttons) and two native date inputs; a range the server would refuse is explained. */
export function RangePicker({ range, preset, today, onChange, onPreset }: RangePickerProps) {
  const { t } = useTranslation('admin-analytics');
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(range);
  const [seen, setSeen] = useState<DateRange>(range);
  // A new range from outside (a preset, the address) replaces what is typed.
  if (seen.from !== range.from || seen.to !== range.to) {
    setSeen(range);
    setDraft(range);
  }
  const problem = rangeProblem(draft);

  const edit = (next: DateRange) => {
    setDraft(next);
    if (rangeProblem(next) === null) onChange(next);
  };

  return (
    <div className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5 lg:flex lg:items-end lg:justify-between">
      <div role="group" aria-label={t('range.presets')} className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={p === preset}
            data-preset={p}
            onClick={() => onPreset(p)}
            className={cn(
              'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
              p === preset
                ? 'bg-ink text-ivory ring-ink'
                : 'bg-white text-ink/75 ring-ink/10 hover:text-ink hover:ring-gold',
            )}
          >
            {t(`range.${p}`)}
          </button>
        ))}
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="sr-only">{t('range.custom')}</legend>
        <div className="flex flex-wrap items-end gap-3">
          <CalendarRange className="mb-3 hidden size-5 text-gold-dark sm:block" aria-hidden />
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <label htmlFor={`${id}-from`} className="text-xs font-semibold text-stone">
              {t('range.from')}
            </label>
            <Input
              id={`${id}-from`}
              type="date"
              value={draft.from}
              max={today}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => edit({ ...draft, from: e.target.value })}
              className="py-2 text-sm"
            />
          </div>
          <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
            <label htmlFor={`${id}-to`} className="text-xs font-semibold text-stone">
              {t('range.to')}
            </label>
            <Input
              id={`${id}-to`}
              type="date"
              value={draft.to}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => edit({ ...draft, to: e.target.value })}
              className="py-2 text-sm"
            />
          </div>
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
            {t(`range.problem.${problem}`)}
          </p>
        )}
      </fieldset>
    </div>
  );
}
