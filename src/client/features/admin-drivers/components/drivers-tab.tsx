/** Placeholder until the section is built (replaced in this change). */
export function DriversTab() {
  return null;
}
