/**
 * The zone for hours: the browser's cookie, else the user's country's main zone, else Lima. ICU
 * does not say which zone is main, so a small table covers Kodea's countries.
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
  US: 'America/New_York',
  UY: 'America/Montevideo',
  VE: 'America/Caracas',
};

/** Null for a country outside the table (or none). */
export function timeZoneForCountry(countryCode: string | null | undefined): string | null {
  if (!countryCode) return null;
  return COUNTRY_TIME_ZONES[countryCode.toUpperCase()] ?? null;
}

export interface TimeZoneSources {
  /** Already checked to be a zone ICU knows. */
  browserZone: string | null;
  countryCode: string | null;
}

export function resolveTimeZone({ browserZone, countryCode }: TimeZoneSources): string {
  return browserZone ?? timeZoneForCountry(countryCode) ?? DEFAULT_TIME_ZONE;
}
