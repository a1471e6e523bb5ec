/**
 * Tells the server the visitor's time zone, so dates and hours render in it (a plain cookie, not a
 * secret; server/location/time-zone.ts reads it). Hydrated pages call it from entry.client.tsx,
 * non-hydrated ones from app/enhance/index.ts.
 */
export const TIME_ZONE_COOKIE = 'kodea_tz';

export function reportTimeZone(): void {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone)
      document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(
        zone,
      )}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Older browsers: the server keeps using Lima time.
  }
}
