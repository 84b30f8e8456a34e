/** The specification's display rule: addresses shown in at most 40 characters. */
export const ADDRESS_DISPLAY_CHARS = 40;

/** Cuts an address to `max` characters with an ellipsis, at a word boundary when one is close. */
export function truncateAddress(address: string, max = ADDRESS_DISPLAY_CHARS): string {
  const text = address.trim().replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = space >= max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;.-]+$/, '')}…`;
}

/** The OpenStreetMap credit's words as the public configuration gives them (in English). */
const OSM_CONTRIBUTORS = 'OpenStreetMap contributors';

/**
 * The map tiles' credit in the page language: the configuration's "© OpenStreetMap contributors" with its
 * words replaced by `contributors` (maps:map.osmContributors, "colaboradores de OpenStreetMap"); any other
 * credit as it is.
 */
export function localAttribution(attribution: string, contributors: string): string {
  return attribution.replace(OSM_CONTRIBUTORS, contributors);
}
