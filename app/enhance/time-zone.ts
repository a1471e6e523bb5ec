/**
 * Reports the visitor's time zone in a plain cookie (not a secret), so dates render in it.
 * Reading the zone the first time is slow on phones, so it waits for the visitor's first pointer,
 * key or form send: that still comes before the next page is asked for, and keeps the work out of
 * the page's first seconds.
 */
export const TIME_ZONE_COOKIE = 'kodea_tz';

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'submit'] as const;

function writeZoneCookie(): void {
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

export function reportTimeZone(): void {
  const firstUse = new AbortController();
  const report = () => {
    firstUse.abort();
    writeZoneCookie();
  };
  for (const type of FIRST_USE_EVENTS)
    addEventListener(type, report, { capture: true, signal: firstUse.signal });
}
