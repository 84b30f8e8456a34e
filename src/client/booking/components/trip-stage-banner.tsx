import { CarFront, CheckCircle2, MapPinCheck, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DriverPositionResponse } from '../../../shared/contracts/driver-trips.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import { formatNyTime } from '../lib/assigned-driver.ts';

/** The stages the passenger is shown (decision 28); before "on the way" nothing is said. */
const SHOWN = {
  on_the_way: Navigation,
  on_location: MapPinCheck,
  on_board: CarFront,
  completed: CheckCircle2,
} as const;

/**
 * The chauffeur's stage on the passenger's booking page, with its New York time: "Your chauffeur is on the
 * way · 9:42 AM", "Your chauffeur is at the pickup · 9:58 AM", "On board · 10:03 AM". It refreshes with the
 * position (the same answer); read out politely to screen readers when it changes.
 */
export function TripStageBanner({ answer }: { answer: DriverPositionResponse | undefined }) {
  const { t } = useTranslation('account');
  const lang = useContentLanguage();
  const stage = answer?.stage;
  const Icon = stage && stage in SHOWN ? SHOWN[stage as keyof typeof SHOWN] : null;
  return (
    <div aria-live="polite" data-testid="trip-stage-banner" data-stage={stage ?? 'none'}>
      {Icon && stage && (
        <p className="flex items-center gap-3 rounded-xl bg-ink px-4 py-3 text-base font-semibold text-ivory shadow-sm ring-1 ring-gold/30">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gold/15 text-gold">
            <Icon className="size-5" aria-hidden />
          </span>
          {t(`tracking.stage.${stage}`, { time: formatNyTime(answer?.stageAt, lang) })}
        </p>
      )}
    </div>
  );
}
