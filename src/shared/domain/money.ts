import { numberFormat } from '../intl-formats.ts';

/** Money is integer cents inside the domain; these helpers convert at the edges. */
export function centsToDollarString(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function formatUsd(cents: number, locale = 'en-US'): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
