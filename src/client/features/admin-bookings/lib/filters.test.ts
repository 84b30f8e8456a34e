import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  apiQuery,
  filtersToParams,
  isFiltered,
  pageButtons,
  pageWindow,
  parseFilters,
  withChange,
} from './filters.ts';

const params = (s: string) => new URLSearchParams(s);

describe('parseFilters', () => {
  it('gives the defaults for an empty address', () => {
    expect(parseFilters(params(''))).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter', () => {
    expect(
      parseFilters(
        params(
          'tab=bookings&status=confirmed&q=smith&from=2026-03-01&to=2026-03-31&date=created&sort=amount_desc&page=3&size=50&company=5C3E5A1C-AC05-4C4B-BB81-366905914DBB',
        ),
      ),
    ).toEqual({
      status: 'confirmed',
      q: 'smith',
      from: '2026-03-01',
      to: '2026-03-31',
      dateField: 'created',
      sort: 'amount_desc',
      page: 3,
      pageSize: 50,
      company: '5c3e5a1c-ac05-4c4b-bb81-366905914dbb',
    });
  });

  it('falls back to the default for anything unknown or malformed', () => {
    const f = parseFilters(
      params('status=lost&from=2026-02-30&to=tomorrow&date=paid&sort=random&page=-2&size=7&company=acme'),
    );
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(parseFilters(params('page=1.5')).page).toBe(1);
    expect(parseFilters(params(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('filtersToParams', () => {
  it('keeps the tab and other keys, leaves the defaults out', () => {
    const out = filtersToParams(DEFAULT_FILTERS, params('tab=bookings&status=pending&page=4'));
    expect(out.toString()).toBe('tab=bookings');
  });

  it('round-trips through parseFilters', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      status: 'in_progress' as const,
      q: ' NYC-7K3M9Q ',
      from: '2026-01-01',
      dateField: 'created' as const,
      sort: 'pickup_asc' as const,
      page: 2,
      pageSize: 100,
      company: '5c3e5a1c-ac05-4c4b-bb81-366905914dbb',
    };
    const out = filtersToParams(filters);
    expect(out.get('q')).toBe('NYC-7K3M9Q');
    expect(apiQuery(filters)).toContain('companyId=5c3e5a1c-ac05-4c4b-bb81-366905914dbb');
    expect(isFiltered({ ...DEFAULT_FILTERS, company: filters.company })).toBe(true);
    expect(parseFilters(out)).toEqual({ ...filters, q: 'NYC-7K3M9Q' });
  });

  it('writes the date field only with a date', () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, dateField: 'created' }).has('date')).toBe(false);
  });
});

describe('apiQuery', () => {
  it('names the parameters as the contract does and pages', () => {
    expect(apiQuery({ ...DEFAULT_FILTERS, status: 'confirmed', q: ' ann ', page: 2 })).toBe(
      'status=confirmed&q=ann&sort=created_desc&page=2&pageSize=25',
    );
  });

  it('puts a reversed range in order and sends its field', () => {
    const q = params(apiQuery({ ...DEFAULT_FILTERS, from: '2026-05-10', to: '2026-05-01' }));
    expect(q.get('from')).toBe('2026-05-01');
    expect(q.get('to')).toBe('2026-05-10');
    expect(q.get('dateField')).toBe('pickup');
  });

  it('leaves paging out of the export', () => {
    const q = params(apiQuery({ ...DEFAULT_FILTERS, page: 3 }, { paging: false }));
    expect(q.has('page')).toBe(false);
    expect(q.has('pageSize')).toBe(false);
  });
});

describe('isFiltered and withChange', () => {
  it('counts only what narrows the list', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'amount_asc', pageSize: 100 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, to: '2026-01-01' })).toBe(true);
  });

  it('goes back to page 1 unless the page itself changes', () => {
    const on3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withChange(on3, { status: 'pending' }).page).toBe(1);
    expect(withChange(on3, { page: 4 }).page).toBe(4);
  });
});

describe('pagination', () => {
  it('says which rows a page shows', () => {
    expect(pageWindow(2, 25, 1234)).toEqual({ first: 26, last: 50, pages: 50 });
    expect(pageWindow(50, 25, 1234)).toEqual({ first: 1226, last: 1234, pages: 50 });
    expect(pageWindow(1, 25, 0)).toEqual({ first: 0, last: 0, pages: 1 });
  });

  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(10, 50)).toEqual([1, null, 9, 10, 11, null, 50]);
  });
});
