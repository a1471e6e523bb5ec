/** Every country with its ISO code and Spanish name, Peru first (spec §3). */
import countries from 'i18n-iso-countries';

export interface CountryOption {
  code: string;
  name: string;
}

export const DEFAULT_COUNTRY = 'PE';

const byName = new Intl.Collator('es', { sensitivity: 'base' });

function buildCountries(): CountryOption[] {
  const names = countries.getNames('es', { select: 'official' });
  const list = Object.entries(names).map(([code, name]) => ({ code, name }));
  const peru = list.filter((country) => country.code === DEFAULT_COUNTRY);
  const rest = list
    .filter((country) => country.code !== DEFAULT_COUNTRY)
    .sort((a, b) => byName.compare(a.name, b.name));
  return [...peru, ...rest];
}

export const COUNTRIES: readonly CountryOption[] = buildCountries();

const CODES = new Set(COUNTRIES.map((country) => country.code));

export function isCountryCode(code: string): boolean {
  return CODES.has(code);
}

const NAMES = new Map(COUNTRIES.map((country) => [country.code, country.name]));

/** A code's Spanish name ('CO' → 'Colombia'); the code itself when the list has none. */
export function countryName(code: string): string {
  return NAMES.get(code) ?? code;
}
