/** The size of a booked ride as shown on a booking: passengers, bags, then the hours of an hourly ride. */
export interface RideSizePart {
  kind: 'passengers' | 'bags' | 'hours';
  count: number;
}

export function rideSizeParts(b: {
  passengers: number | null;
  bags: number | null;
  hours: number | null;
}): RideSizePart[] {
  const parts: RideSizePart[] = [];
  if (b.passengers != null) parts.push({ kind: 'passengers', count: b.passengers });
  if (b.bags != null) parts.push({ kind: 'bags', count: b.bags });
  if (b.hours != null) parts.push({ kind: 'hours', count: b.hours });
  return parts;
}
