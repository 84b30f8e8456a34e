import { describe, expect, it } from 'vitest';
import { dateTileParts, formatDate, formatDateTime, normalizeStatus, ratingStars } from './format.ts';

describe('display rules (section 9)', () => {
  it('shows times in New York, whatever the zone of the machine', () => {
    // 18:30 UTC in March (before DST) is 1:30 PM EST.
    expect(formatDateTime('2025-03-05T18:30:00Z', 'en')).toBe('Mar 5, 2025, 1:30 PM EST');
    // 16:00 UTC in July is noon EDT.
    expect(formatDateTime('2025-07-04T16:00:00Z', 'en')).toBe('Jul 4, 2025, 12:00 PM EDT');
    // 03:00 UTC on the 6th is still the 5th in New York.
    expect(formatDate('2025-03-06T03:00:00Z', 'en')).toBe('March 5, 2025');
  });

  it('formats dates for the language', () => {
    expect(formatDateTime('2025-03-05T18:30:00Z', 'es')).toMatch(/^5 mar 2025.*1:30\s?p\.\s?m\. EST$/);
    expect(formatDate('2025-03-05T18:30:00Z', 'es')).toBe('5 de marzo de 2025');
  });

  it('empty or invalid dates render as nothing', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatDate(undefined, 'es')).toBe('');
  });

  it('splits a date into calendar tile parts', () => {
    expect(dateTileParts('2025-03-05T18:30:00Z', 'en')).toEqual({
      weekday: 'Wed',
      day: '5',
      month: 'Mar',
      time: '1:30 PM EST',
    });
  });

  it('shows an unknown status as pending (decision 10)', () => {
    expect(normalizeStatus('completed')).toBe('completed');
    expect(normalizeStatus('in_progress')).toBe('in_progress');
    expect(normalizeStatus('accepted')).toBe('pending');
    expect(normalizeStatus('')).toBe('pending');
    expect(normalizeStatus(null)).toBe('pending');
  });

  it('ratings are whole stars out of 5', () => {
    expect(ratingStars(4)).toBe(4);
    expect(ratingStars(4.6)).toBe(5);
    expect(ratingStars(9)).toBe(5);
    expect(ratingStars(-1)).toBe(0);
    expect(ratingStars(null)).toBeNull();
    expect(ratingStars(Number.NaN)).toBeNull();
  });
});
