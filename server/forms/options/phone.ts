/**
 * Phone numbers (spec §5 "The phone input defaults to Peru"): checked with libphonenumber-js as a
 * real, valid number of the chosen country, and stored in E.164 ('+51987654321').
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { COUNTRIES, type CountryOption } from './countries';

export interface PhoneCountryOption extends CountryOption {
  /** '+51' */
  dialCode: string;
}

/** The countries libphonenumber-js knows, in the country list's order (Peru first), with their calling code. */
export const PHONE_COUNTRIES: readonly PhoneCountryOption[] = COUNTRIES.flatMap((country) =>
  isSupportedCountry(country.code)
    ? [{ ...country, dialCode: `+${getCountryCallingCode(country.code)}` }]
    : [],
);

export function isPhoneCountry(code: string): boolean {
  return isSupportedCountry(code);
}

/** The number in E.164 when it is a valid number of that country, else null. */
export function normalizePhone(number: string, country: string): string | null {
  if (!isSupportedCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(number.trim(), country);
  if (!parsed || !parsed.isValid() || parsed.country !== country) return null;
  return parsed.number;
}
