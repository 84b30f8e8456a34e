import { describe, expect, it } from 'vitest';
import type { QuickAction } from '../../../../shared/contracts/chat.ts';
import { actionTarget, DEFAULT_ACTION_HREFS, GREETING_ACTIONS } from './chat-actions.ts';

const act = (action: QuickAction['action'], href: string): QuickAction => ({ label: 'x', action, href });
const ORIGIN = 'https://empire.example';

describe('where a quick action goes', () => {
  it('navigates inside the site for a site path, query and hash included', () => {
    const href =
      '/?service=point-to-point&pickup=JFK%20T4&destination=Times%20Square&vehicle=suv-escalade#booking-widget';
    expect(actionTarget(act('book', href))).toEqual({ kind: 'route', to: href });
    expect(actionTarget(act('fleet', '/fleet'))).toEqual({ kind: 'route', to: '/fleet' });
    expect(actionTarget(act('contact', '/#contact'))).toEqual({ kind: 'route', to: '/#contact' });
  });

  it('keeps tel: and mailto: as ordinary links', () => {
    expect(actionTarget(act('call', 'tel:+1 212 555 0147'))).toEqual({
      kind: 'link',
      href: 'tel:+12125550147',
    });
    expect(actionTarget(act('contact', 'mailto:reservations@empirechauffeur.nyc'))).toEqual({
      kind: 'link',
      href: 'mailto:reservations@empirechauffeur.nyc',
    });
  });

  it('turns a same-origin URL into a site path', () => {
    expect(actionTarget(act('fleet', `${ORIGIN}/fleet?x=1#top`), ORIGIN)).toEqual({
      kind: 'route',
      to: '/fleet?x=1#top',
    });
  });

  it("falls back to the action's own page for anything else", () => {
    for (const href of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '',
      'fleet',
    ]) {
      expect(actionTarget(act('fleet', href), ORIGIN)).toEqual({ kind: 'route', to: '/fleet' });
    }
    expect(actionTarget(act('book', 'data:text/html,hi'))).toEqual({ kind: 'route', to: '/#booking-widget' });
    expect(actionTarget(act('call', 'javascript:void 0'))).toEqual({
      kind: 'link',
      href: DEFAULT_ACTION_HREFS.call,
    });
  });

  it('greets with book, fleet and contact: the booking form, the fleet page and the contact section', () => {
    expect(GREETING_ACTIONS.map((a) => DEFAULT_ACTION_HREFS[a])).toEqual([
      '/#booking-widget',
      '/fleet',
      '/#contact',
    ]);
  });
});
