/**
 * Suggestions from 3 characters (the booking form's rule). The same number as AUTOCOMPLETE_MIN_CHARS in
 * shared/contracts/maps.ts, not imported from there: that module builds zod schemas, which the home page's
 * first load must not carry (a test keeps the two equal). A module of its own: the bundler puts the maps API
 * module in one chunk with those contracts.
 */
export const ADDRESS_MIN_CHARS = 3;

/** The longest address the API takes: LOCATION_MAX_CHARS of shared/contracts/maps.ts (a test keeps them equal). */
export const ADDRESS_MAX_CHARS = 300;
