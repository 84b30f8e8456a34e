import { useCallback, type ReactNode } from 'react';
import { allows, type OwnerRef, type Permission, type ScopedAction } from '../../../shared/permissions.ts';
import { useCurrentUser } from '../../lib/session.ts';

/** A plain permission (`bookings:create`), or a scoped action on a record of `owner` (`receipts:read`). */
export type CanCheck =
  { permission: Permission; owner?: never } | { permission: ScopedAction; owner: OwnerRef };

/**
 * `can(permission, owner?)` for the current session, by the same table the server's guard uses
 * (`shared/permissions.ts`). Shows or hides actions only; the server checks every call.
 */
export function useCan(): {
  (permission: Permission): boolean;
  (permission: ScopedAction, owner: OwnerRef): boolean;
} {
  const user = useCurrentUser().data;
  return useCallback(
    (permission: Permission | ScopedAction, owner?: OwnerRef) =>
      owner === undefined
        ? allows(user, permission as Permission)
        : allows(user, permission as ScopedAction, owner),
    [user],
  );
}

/** Renders its children when the session may (`<Can permission="receipts:read" owner={booking}>`). */
export function Can(props: CanCheck & { children: ReactNode; fallback?: ReactNode }) {
  const can = useCan();
  const allowed =
    props.owner === undefined
      ? can(props.permission as Permission)
      : can(props.permission as ScopedAction, props.owner);
  return <>{allowed ? props.children : (props.fallback ?? null)}</>;
}
