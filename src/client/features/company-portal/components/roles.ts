import type { TFunction } from 'i18next';

/** A member's roles as words ("Company admin, booker"), in the page's language. */
export function rolesLabel(
  t: TFunction,
  r: { canBook: boolean; canRide: boolean; isAdmin: boolean },
): string {
  const names = [
    r.isAdmin && t('roles.isAdmin'),
    r.canBook && t('roles.canBook'),
    r.canRide && t('roles.canRide'),
  ];
  return names.filter(Boolean).join(', ');
}
