/**
 * Why a dispatched trip cannot go into the month's TLC trip-record file (issue 37, decision 34), as codes the
 * check returns and the words the back office shows for them, in both languages. Each names what to fix.
 */
export const TRIP_RECORD_PROBLEMS = [
  /** The base's own TLC license is not set (Settings): no record can name its dispatching base. */
  'missingBaseLicense',
  /** The chauffeur has no TLC driver license number on file. */
  'missingDriverLicense',
  /** The trip's car (or the chauffeur's current car) has no TLC vehicle license number, or there is no car. */
  'missingVehicleLicense',
  /** The trip was never completed in the app: no drop-off time. */
  'missingDropoffTime',
  /** The pickup or the drop-off has no map point, so no taxi zone (an hourly ride "as directed"). */
  'zoneUnknown',
] as const;
export type TripRecordProblem = (typeof TRIP_RECORD_PROBLEMS)[number];

const LABELS: Record<'en' | 'es', Record<TripRecordProblem, string>> = {
  en: {
    missingBaseLicense: "The base's TLC license number is not set (Settings).",
    missingDriverLicense: "The chauffeur's TLC driver license number is not on file.",
    missingVehicleLicense: "The car's TLC vehicle license number is not on file (or no car is recorded).",
    missingDropoffTime: 'The ride was never completed in the app: no drop-off time.',
    zoneUnknown: 'The pickup or drop-off has no map point: its taxi zone is unknown.',
  },
  es: {
    missingBaseLicense: 'El número de licencia TLC de la base no está configurado (Ajustes).',
    missingDriverLicense: 'No consta el número de licencia de conductor TLC del chofer.',
    missingVehicleLicense:
      'No consta el número de licencia de vehículo TLC del auto (o no hay auto registrado).',
    missingDropoffTime: 'El viaje nunca se completó en la aplicación: no hay hora de llegada.',
    zoneUnknown: 'La recogida o el destino no tiene punto en el mapa: se desconoce su zona de taxi.',
  },
};

/**
 * What a problem code means, in the page's language.
 * @public For the trip-records page (/admin/compliance/trip-records), built apart from the API.
 */
export function tripRecordProblemLabel(problem: TripRecordProblem, language: 'en' | 'es' = 'en'): string {
  return LABELS[language][problem];
}
