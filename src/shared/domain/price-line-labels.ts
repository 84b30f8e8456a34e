import type { Locale } from '../contracts/locale.ts';
import type { SurchargeId } from './pricing-config.ts';

/**
 * The names of a booking's stored price lines by code, in both languages: the receipt (email, PDF, pages) shows
 * the line in the reader's language; the stored English label is the fallback for a code this table lacks.
 */
export const PRICE_LINE_LABELS: Record<Locale, Record<string, string>> = {
  en: {
    fare: 'Trip fare',
    fare_outbound: 'Outbound trip fare',
    fare_return: 'Return trip fare',
    nys_congestion: 'NYS congestion surcharge',
    crz_for_hire: 'Congestion relief zone charge',
    airport_access: 'Airport access fee',
    black_car_fund: 'Black Car Fund surcharge',
    meet_and_greet: 'Meet & Greet',
    child_seat: 'Child seat',
    extra_stop: 'Extra stop',
    extra_stop_miles: 'Extra stop: added miles',
    dispatch_adjustment: 'Price adjustment',
    company_discount: 'Company discount',
  },
  es: {
    fare: 'Tarifa del viaje',
    fare_outbound: 'Tarifa del viaje de ida',
    fare_return: 'Tarifa del viaje de regreso',
    nys_congestion: 'Recargo por congestión del estado de Nueva York',
    crz_for_hire: 'Cargo de la zona de alivio de congestión',
    airport_access: 'Cargo de acceso al aeropuerto',
    black_car_fund: 'Recargo del Black Car Fund',
    meet_and_greet: 'Recepción personalizada',
    child_seat: 'Asiento infantil',
    extra_stop: 'Parada adicional',
    extra_stop_miles: 'Parada adicional: millas agregadas',
    dispatch_adjustment: 'Ajuste de precio',
    company_discount: 'Descuento de empresa',
  },
};

/** A stored price line's name in the reader's language. */
export function priceLineLabel(line: { code: string; label: string }, locale: Locale): string {
  return PRICE_LINE_LABELS[locale][line.code] ?? line.label;
}

/** The stored line code of each for-hire surcharge (a quote names them by id; a booking stores the code). */
export const SURCHARGE_LINE_CODES: Record<SurchargeId, string> = {
  nysCongestion: 'nys_congestion',
  crzForHire: 'crz_for_hire',
  airportAccess: 'airport_access',
  blackCarFund: 'black_car_fund',
};

/** The stored line code of each extra a quote prices. */
export const EXTRA_LINE_CODES: Record<'meetAndGreet' | 'childSeat' | 'extraStop' | 'extraStopMiles', string> =
  {
    meetAndGreet: 'meet_and_greet',
    childSeat: 'child_seat',
    extraStop: 'extra_stop',
    extraStopMiles: 'extra_stop_miles',
  };
