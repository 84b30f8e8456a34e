/**
 * The tolled facilities a New York-area trip can cross. The routes port reports which of them a route
 * crosses in a direction that pays (for example the Hudson crossings charge only eastbound, into New York,
 * while the Verrazzano is split-tolled both ways); the pricing configuration holds the amount of each.
 * East River bridges (Brooklyn, Manhattan, Williamsburg, Queensboro) and the Harlem River bridges are free,
 * so they are not listed.
 */
export const CROSSING_IDS = [
  // Port Authority of NY & NJ: charged entering New York.
  'george-washington-bridge',
  'lincoln-tunnel',
  'holland-tunnel',
  'goethals-bridge',
  'bayonne-bridge',
  'outerbridge-crossing',
  // MTA Bridges and Tunnels.
  'verrazzano-narrows-bridge',
  'rfk-bridge',
  'bronx-whitestone-bridge',
  'throgs-neck-bridge',
  'queens-midtown-tunnel',
  'hugh-carey-tunnel',
  'henry-hudson-bridge',
  'marine-parkway-bridge',
  'cross-bay-bridge',
  // MTA Congestion Relief Zone: Manhattan south of 60th Street, charged once on entry.
  'congestion-relief-zone',
] as const;

export type CrossingId = (typeof CROSSING_IDS)[number];

/**
 * The tolled facilities: every crossing but the congestion relief zone. A for-hire black car does not pay the
 * zone's private-car daily toll; it pays the per-trip for-hire charge (the `crzForHire` surcharge) instead.
 */
export const TOLL_IDS = CROSSING_IDS.filter(
  (id): id is Exclude<CrossingId, 'congestion-relief-zone'> => id !== 'congestion-relief-zone',
);
export type TollId = Exclude<CrossingId, 'congestion-relief-zone'>;

export function isTollId(id: string): id is TollId {
  return (TOLL_IDS as readonly string[]).includes(id);
}

export interface Crossing {
  id: CrossingId;
  name: string;
}
