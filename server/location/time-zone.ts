/**
 * Which time zone a page shows hours in (spec §9: "times in the user's time zone"), in order:
 * 1. the browser's own zone, which JavaScript reports in the `kodea_tz` cookie (entry.client);
 * 2. without it (JavaScript off, or the first page before it runs), the signed-in user's
 *    country's zone, so a Mexican parent reads Mexican hours without JavaScript;
 * 3. else Lima, where the classes are given (an anonymous visitor without the cookie).
 *
 * A country with several zones gets the one most of its people live in (its capital's, except
 * where noted); the label names the zone shown ('hora de Ciudad de México'), so a parent
 * elsewhere in the country knows which hours they read. No maintained country → zone library
 * is installed, and ICU lists a country's zones without saying which is the main one: a small
 * table of the countries Kodea sells to (Latin America, Spain, the US and Canada) is enough.
 */
import { DEFAULT_TIME_ZONE } from '../trpc/context';

const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  BO: 'America/La_Paz',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  CR: 'America/Costa_Rica',
  CU: 'America/Havana',
  DO: 'America/Santo_Domingo',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  GT: 'America/Guatemala',
  HN: 'America/Tegucigalpa',
  MX: 'America/Mexico_City',
  NI: 'America/Managua',
  PA: 'America/Panama',
  PE: 'America/Lima',
  PR: 'America/Puerto_Rico',
  PY: 'America/Asuncion',
  SV: 'America/El_Salvador',
  // Most of the US population lives on Eastern time.
  US: 'America/New_York',
  UY: 'America/Montevideo',
  VE: 'America/Caracas',
};

/** 'MX' → 'America/Mexico_City'; null for a country outside the table (or none). */
export function timeZoneForCountry(countryCode: string | null | undefined): string | null {
  if (!countryCode) return null;
  return COUNTRY_TIME_ZONES[countryCode.toUpperCase()] ?? null;
}

export interface TimeZoneSources {
  /** The browser's zone from the cookie, already checked to be a zone ICU knows; null without it. */
  browserZone: string | null;
  /** The signed-in user's country (ISO 3166-1 alpha-2); null for a visitor. */
  countryCode: string | null;
}

/** The zone to show: the browser's, else the user's country's, else Lima. */
export function resolveTimeZone({ browserZone, countryCode }: TimeZoneSources): string {
  return browserZone ?? timeZoneForCountry(countryCode) ?? DEFAULT_TIME_ZONE;
}
