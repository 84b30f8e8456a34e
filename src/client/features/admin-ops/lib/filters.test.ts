import { describe, expect, it } from 'vitest';
import {
  AUDIT_FILTERS,
  MESSAGE_FILTER_SPEC,
  OUTBOX_FILTERS,
  PAGE_SIZE,
  apiQuery,
  defaults,
  filtersToParams,
  isFiltered,
  parseFilters,
  withChange,
} from './filters.ts';

const params = (s: string) => new URLSearchParams(s);
const ACTOR = '6a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('parseFilters', () => {
  it('gives the defaults for an empty address (messages: open)', () => {
    expect(defaults(OUTBOX_FILTERS)).toEqual({ q: '', status: '', kind: '', channel: '', page: 1 });
    expect(defaults(MESSAGE_FILTER_SPEC)).toEqual({ q: '', state: 'open', page: 1 });
  });

  it('reads the outbox search the bookings tab links to, with its filters', () => {
    expect(
      parseFilters(
        OUTBOX_FILTERS,
        params('tab=outbox&q=NYC-7K3M9Q&status=failed&kind=password-reset&channel=sms&page=3'),
      ),
    ).toEqual({
      q: 'NYC-7K3M9Q',
      status: 'failed',
      kind: 'password-reset',
      channel: 'sms',
      page: 3,
    });
  });

  it('drops what is malformed', () => {
    expect(parseFilters(OUTBOX_FILTERS, params('status=lost&kind=<script>&page=-2'))).toEqual(
      defaults(OUTBOX_FILTERS),
    );
    expect(parseFilters(MESSAGE_FILTER_SPEC, params('state=archived&page=1.5'))).toEqual(
      defaults(MESSAGE_FILTER_SPEC),
    );
    expect(
      parseFilters(
        AUDIT_FILTERS,
        params('action=booking.delete&entityType=user&actorId=admin&from=2026-02-30&to=yesterday'),
      ),
    ).toEqual(defaults(AUDIT_FILTERS));
    expect(parseFilters(OUTBOX_FILTERS, params(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('reads every audit filter', () => {
    expect(
      parseFilters(
        AUDIT_FILTERS,
        params(
          `action=booking.refund&entityType=booking&entityId=NYC-7K3M9Q&actorId=${ACTOR}&from=2026-03-01&to=2026-03-31&page=2`,
        ),
      ),
    ).toEqual({
      action: 'booking.refund',
      entityType: 'booking',
      entityId: 'NYC-7K3M9Q',
      actorId: ACTOR,
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    });
  });
});

describe('filtersToParams', () => {
  it('keeps tab and other keys, leaves defaults out', () => {
    const out = filtersToParams(
      MESSAGE_FILTER_SPEC,
      { q: ' smith ', state: 'open', page: 1 },
      params('tab=messages&state=handled&page=4'),
    );
    expect(out.toString()).toBe('tab=messages&q=smith');
  });

  it('round-trips through parseFilters', () => {
    const filters = {
      action: 'driver.status',
      entityType: '',
      entityId: '',
      actorId: ACTOR,
      from: '2026-01-01',
      to: '',
      page: 5,
    };
    expect(parseFilters(AUDIT_FILTERS, filtersToParams(AUDIT_FILTERS, filters, params('tab=audit')))).toEqual(
      filters,
    );
  });
});

describe('apiQuery', () => {
  it('sends the set filters, the page and the page size', () => {
    expect(apiQuery({ q: 'ana@example.com', status: '', kind: 'password-reset', page: 2 })).toBe(
      `q=ana%40example.com&kind=password-reset&page=2&pageSize=${PAGE_SIZE}`,
    );
    expect(apiQuery(defaults(MESSAGE_FILTER_SPEC))).toBe(`state=open&page=1&pageSize=${PAGE_SIZE}`);
  });

  it('puts a reversed date range in order', () => {
    const q = new URLSearchParams(
      apiQuery({ ...defaults(AUDIT_FILTERS), from: '2026-05-10', to: '2026-05-01' }),
    );
    expect([q.get('from'), q.get('to')]).toEqual(['2026-05-01', '2026-05-10']);
  });
});

describe('isFiltered and withChange', () => {
  it('tells a narrowed list from the default one', () => {
    expect(isFiltered(MESSAGE_FILTER_SPEC, defaults(MESSAGE_FILTER_SPEC))).toBe(false);
    expect(isFiltered(MESSAGE_FILTER_SPEC, { q: '', state: 'all', page: 1 })).toBe(true);
    expect(isFiltered(OUTBOX_FILTERS, { ...defaults(OUTBOX_FILTERS), page: 4 })).toBe(false);
  });

  it('goes back to page 1 unless the page is what changes', () => {
    const at3 = { ...defaults(OUTBOX_FILTERS), page: 3 };
    expect(withChange(at3, { status: 'sent' }).page).toBe(1);
    expect(withChange(at3, { page: 4 }).page).toBe(4);
  });
});
