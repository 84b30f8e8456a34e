/** Illustration per service (both airport directions share one) and the card links of the specification. */
const ILLUSTRATIONS: Record<string, string> = {
  'to-airport': 'airport',
  'from-airport': 'airport',
  'point-to-point': 'point-to-point',
  hourly: 'hourly',
  wedding: 'wedding',
  prom: 'prom',
  tour: 'tour',
};

export function serviceIllustration(serviceId: string): string {
  return `/images/services/${ILLUSTRATIONS[serviceId] ?? 'point-to-point'}.svg`;
}

/** Opens the home widget with the service chosen, except the services that have their own page. */
export function serviceHref(serviceId: string): string {
  if (serviceId === 'wedding') return '/services/wedding';
  if (serviceId === 'prom') return '/services/event-packages';
  return `/?service=${encodeURIComponent(serviceId)}&showMap=true`;
}

/** Id of the booking widget card: in-page links and scrolling target it. */
export const BOOKING_WIDGET_ID = 'booking-widget';

/**
 * The widget's service for ?service=: the event-packages page links with service=events&type={id},
 * which is the Prom service for proms and an hourly booking for galas, corporate and custom events.
 */
export function serviceFromParams(params: URLSearchParams): string | null {
  const service = params.get('service');
  if (service === 'events') return params.get('type') === 'prom' ? 'prom' : 'hourly';
  return service;
}
