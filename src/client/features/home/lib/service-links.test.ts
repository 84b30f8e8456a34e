import { describe, expect, it } from 'vitest';
import { serviceFromParams, serviceHref } from './service-links.ts';

describe('home widget links', () => {
  it('maps the event-packages links to the Prom service or an hourly booking', () => {
    const of = (q: string) => serviceFromParams(new URLSearchParams(q));
    expect(of('service=events&type=prom&showMap=true')).toBe('prom');
    expect(of('service=events&type=gala&showMap=true')).toBe('hourly');
    expect(of('service=events&type=custom')).toBe('hourly');
    expect(of('service=wedding&package=wedding-basic')).toBe('wedding');
    expect(of('showMap=true')).toBeNull();
  });

  it('sends Weddings and Proms to their pages and the others to the widget', () => {
    expect(serviceHref('wedding')).toBe('/services/wedding');
    expect(serviceHref('prom')).toBe('/services/event-packages');
    expect(serviceHref('tour')).toBe('/?service=tour&showMap=true');
  });
});
