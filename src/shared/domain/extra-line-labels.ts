/**
 * What a ride's extra line is called on the receipt, in the emails and on the pages (decision 29), in both
 * languages: "Waiting time (23 min)", "Tolls", "Parking", "Gratuity".
 */
export type ExtraLineKind = 'waiting' | 'toll' | 'parking' | 'tip';

const LABELS = {
  en: { waiting: 'Waiting time', toll: 'Tolls', parking: 'Parking', tip: 'Gratuity' },
  es: { waiting: 'Tiempo de espera', toll: 'Peajes', parking: 'Estacionamiento', tip: 'Propina' },
} as const;

export function extraLineLabel(
  kind: ExtraLineKind,
  minutes: number | null,
  language: 'en' | 'es' = 'en',
): string {
  const label = LABELS[language][kind];
  return kind === 'waiting' && minutes !== null ? `${label} (${minutes} min)` : label;
}
