import { useCallback, useEffect, useRef, useState } from 'react';
import type { VehicleQuote } from '../../../../shared/contracts/quotes.ts';
import { chooseVehicle } from '../../../booking/lib/booking-draft.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';

/** The specification's auto-advance after a vehicle is chosen. */
export const AUTO_ADVANCE_MS = 1000;

/**
 * Choosing a vehicle: stores the choice with the draft, shows it as selected, and proceeds after 1 second.
 * Choosing another one within that second switches the choice and starts the second again.
 */
export function useVehicleChoice(draft: BookingDraft, proceed: () => void) {
  const [chosen, setChosen] = useState<VehicleQuote | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const next = useRef(proceed);
  useEffect(() => {
    next.current = proceed;
  }, [proceed]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const choose = useCallback(
    (quote: VehicleQuote) => {
      chooseVehicle(draft, {
        vehicleId: quote.vehicleId,
        vehicleCode: quote.vehicleCode,
        vehicleName: quote.vehicleName,
        calculatedPricing: quote.calculatedPricing,
      });
      setChosen(quote);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => next.current(), AUTO_ADVANCE_MS);
    },
    [draft],
  );

  return { chosen, choose };
}
