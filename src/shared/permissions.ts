import type { CurrentUser, Role } from './contracts/auth.ts';

/** Who holds a permission: an account role, or a guest session (contact details, no account). */
export type Holder = Role | 'guest';

/**
 * What each kind of session may do: the one policy. The server's guards check it on every route; the
 * client's `<Can>` uses the same table to show or hide actions (never as the only check).
 *
 * `…:own` permissions hold on records the session owns (the account's bookings, or the guest session's);
 * `…:any` on every record. A read of a record the session may not read answers 404, so its existence is
 * not revealed.
 */
export const PERMISSIONS = {
  /** Book as a guest or as an account. */
  'bookings:create': ['guest', 'passenger', 'driver', 'admin'],
  /** The account's booking history (My Bookings, the dashboard). Guests have none. */
  'bookings:list:own': ['passenger', 'driver', 'admin'],
  /** Read a booking (checkout, confirmation). */
  'bookings:read:own': ['guest', 'passenger', 'driver', 'admin'],
  'bookings:read:any': ['admin'],
  /** Pay for a booking and confirm the payment: only its customer. */
  'bookings:pay:own': ['guest', 'passenger', 'driver', 'admin'],
  /** Rate a completed trip (a rating belongs to an account). */
  'bookings:rate:own': ['passenger', 'driver', 'admin'],
  /** Cancel before the trip starts (per the Terms); an admin cancels any non-final booking. */
  'bookings:cancel:own': ['guest', 'passenger', 'driver', 'admin'],
  'bookings:cancel:any': ['admin'],
  /** A booking's receipt: JSON, PDF, or emailed again to its customer. */
  'receipts:read:own': ['guest', 'passenger', 'driver', 'admin'],
  'receipts:read:any': ['admin'],
  /** Driver screens: nearby requests, accept, update trips. */
  'trips:drive': ['driver'],
  /** Admin panel: all bookings, drivers, applications, pricing. */
  'admin:manage': ['admin'],
} as const satisfies Record<string, readonly Holder[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The actions that come in an own and (sometimes) an any scope: `bookings:read` for `bookings:read:own|any`. */
export type ScopedAction = Permission extends infer P ? (P extends `${infer A}:own` ? A : never) : never;

/** The owner of a record: an account (`userId`) or a guest session (`guestId`). */
export interface OwnerRef {
  userId: string | null;
  guestId?: string | null;
}

/** The session asking: its id is the account's or the guest's (`CurrentUser`, on both sides). */
export type Subject = Pick<CurrentUser, 'id' | 'role'>;

/** Does the role hold the permission? */
export function can(role: Holder | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly string[]).includes(role);
}

function scoped(action: ScopedAction, scope: 'own' | 'any'): Permission | undefined {
  const permission = `${action}:${scope}`;
  return permission in PERMISSIONS ? (permission as Permission) : undefined;
}

/** Is the record the session's own: the account's booking, or the guest session's? */
export function owns(subject: Subject, owner: OwnerRef): boolean {
  return subject.role === 'guest' ? owner.guestId === subject.id : owner.userId === subject.id;
}

/** May the session do `action` on a record of `owner`: the any scope, or the own scope on its own record. */
export function canOn(subject: Subject | null | undefined, action: ScopedAction, owner: OwnerRef): boolean {
  if (!subject) return false;
  const any = scoped(action, 'any');
  if (any && can(subject.role, any)) return true;
  const own = scoped(action, 'own');
  return own !== undefined && can(subject.role, own) && owns(subject, owner);
}

/**
 * `<Can>`'s question: a plain permission of the session's role, or a scoped action on a record of `owner`.
 * Signed out never may.
 */
export function allows(subject: Subject | null | undefined, permission: Permission): boolean;
export function allows(
  subject: Subject | null | undefined,
  permission: ScopedAction,
  owner: OwnerRef,
): boolean;
export function allows(
  subject: Subject | null | undefined,
  permission: Permission | ScopedAction,
  owner?: OwnerRef,
): boolean {
  if (!subject) return false;
  if (permission in PERMISSIONS) return can(subject.role, permission as Permission);
  return owner !== undefined && canOn(subject, permission as ScopedAction, owner);
}
