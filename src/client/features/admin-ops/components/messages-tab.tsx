/** Placeholder until the section is built (replaced in this change). */
export function MessagesTab() {
  return null;
}
