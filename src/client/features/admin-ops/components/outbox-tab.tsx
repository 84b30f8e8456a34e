/** Placeholder until the section is built (replaced in this change). */
export function OutboxTab() {
  return null;
}
