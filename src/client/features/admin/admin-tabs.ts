/** The sections of the back office, in the order of its tab bar (`/admin?tab=…`, bookings by default). */
export const ADMIN_TABS = [
  'bookings',
  'drivers',
  'payouts',
  'analytics',
  'pricing',
  'outbox',
  'messages',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function parseAdminTab(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'bookings';
}
