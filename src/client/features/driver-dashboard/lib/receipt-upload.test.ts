import { describe, expect, it } from 'vitest';
import { parseDollarInput, stripDataUrl } from './receipt-upload.ts';

describe('receipt upload helpers', () => {
  it('strips the data URL prefix', () => {
    expect(stripDataUrl('data:image/png;base64,AAAA')).toBe('AAAA');
    expect(stripDataUrl('AAAA')).toBe('AAAA');
  });

  it('reads dollar amounts with a dot or a comma, at most two decimals', () => {
    expect(parseDollarInput('12.5')).toBe(12.5);
    expect(parseDollarInput(' 7,25 ')).toBe(7.25);
    expect(parseDollarInput('16')).toBe(16);
    expect(parseDollarInput('0')).toBeNull();
    expect(parseDollarInput('1.234')).toBeNull();
    expect(parseDollarInput('-3')).toBeNull();
    expect(parseDollarInput('abc')).toBeNull();
    expect(parseDollarInput('')).toBeNull();
  });
});
