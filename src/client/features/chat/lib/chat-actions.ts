import { BRAND } from '../../../../shared/brand.ts';
import type { QuickAction } from '../../../../shared/contracts/chat.ts';

/** Where a quick action goes: a page of this site (client-side navigation) or a phone/email link. */
export type ActionTarget = { kind: 'route'; to: string } | { kind: 'link'; href: string };

/** The greeting's quick actions, and where an action goes when the server's href is unusable. */
export const DEFAULT_ACTION_HREFS: Record<QuickAction['action'], string> = {
  book: '/#booking-widget',
  fleet: '/fleet',
  contact: '/#contact',
  call: BRAND.phoneHref,
  login: '/login',
  bookings: '/bookings',
};

export const GREETING_ACTIONS = ['book', 'fleet', 'contact'] as const;

/** Phones below the `sm` breakpoint: the panel covers the page, so it closes after a navigation. */
export const SMALL_SCREEN_QUERY = '(max-width: 639px)';

function parse(href: string, origin: string | undefined): ActionTarget | null {
  const value = href.trim();
  // A path of this site, not a protocol-relative URL ("//evil.example", "/\evil.example").
  if (/^\/(?![/\\])/.test(value)) return { kind: 'route', to: value };
  if (/^tel:\+?[\d\s().-]{3,30}$/i.test(value)) return { kind: 'link', href: value.replace(/\s+/g, '') };
  if (/^mailto:[^\s<>"']+@[^\s<>"']+$/i.test(value)) return { kind: 'link', href: value };
  if (origin && /^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (url.origin === origin) return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The target of a quick action: the server's href when it is a site path (or a same-origin URL), tel: or
 * mailto:; anything else (javascript:, other sites) falls back to the action's own page.
 */
export function actionTarget(action: QuickAction, origin?: string): ActionTarget {
  return (
    parse(action.href, origin) ??
    parse(DEFAULT_ACTION_HREFS[action.action], origin) ?? { kind: 'route', to: '/' }
  );
}
