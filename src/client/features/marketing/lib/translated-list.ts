import type { TFunction } from 'i18next';

/** A string array from a locale file (package features, included items …); empty when the key is missing. */
export function translatedList(t: TFunction<string>, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
