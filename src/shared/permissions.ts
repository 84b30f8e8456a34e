import type { Role } from './contracts/auth.ts';

/**
 * What each kind of session may do. The server's guards check these; the client uses the same strings to
 * decide what to show (never as the only check).
 */
export const PERMISSIONS = {
  /** Read and rate one's own bookings, download their receipts. */
  'bookings:own': ['passenger', 'driver', 'admin'],
  /** Book as a guest or as an account. */
  'bookings:create': ['guest', 'passenger', 'driver', 'admin'],
  /** Driver screens: nearby requests, accept, update trips. */
  'trips:drive': ['driver'],
  /** Admin panel: all bookings, drivers, applications, pricing. */
  'admin:manage': ['admin'],
} as const satisfies Record<string, readonly (Role | 'guest')[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | 'guest' | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly string[]).includes(role);
}
