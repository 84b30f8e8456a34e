/** Placeholder until the section is built (replaced in this change). */
export function AnalyticsTab() {
  return null;
}
