import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Tell the server the visitor's time zone so dates and hours render in it (plain cookie, not a secret).
try {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) document.cookie = `kodea_tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
} catch {
  // Older browsers: the server keeps using Lima time.
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
