/** Phone numbers: a valid number of the chosen country (libphonenumber-js), stored in E.164. */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { COUNTRIES, type CountryOption } from './countries';

export interface PhoneCountryOption extends CountryOption {
  dialCode: string;
}

/** Peru first, with their calling code. */
export const PHONE_COUNTRIES: readonly PhoneCountryOption[] = COUNTRIES.flatMap((country) =>
  isSupportedCountry(country.code)
    ? [{ ...country, dialCode: `+${getCountryCallingCode(country.code)}` }]
    : [],
);

export function isPhoneCountry(code: string): boolean {
  return isSupportedCountry(code);
}

/** Null unless a valid number of that country. */
export function normalizePhone(number: string, country: string): string | null {
  if (!isSupportedCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(number.trim(), country);
  if (!parsed || !parsed.isValid() || parsed.country !== country) return null;
  return parsed.number;
}
