/** Reports the visitor's time zone in a plain cookie (not a secret), so dates render in it. */
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
