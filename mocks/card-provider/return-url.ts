/**
 * Where the providers' hosted pages may send the visitor back. A real provider only returns to
 * the merchant's registered site; without this check the mock would be an open redirect (or run
 * a `javascript:` link) and would post transaction tokens to any site named in the query.
 */

export const RETURN_URL_REFUSED = 'Dirección de retorno no permitida.';

/** MOCK_ALLOWED_RETURN_ORIGINS: comma-separated origins (the app instances of a standalone backend). */
export function allowedReturnOrigins(env: Record<string, string | undefined> = process.env): string[] {
  return (env.MOCK_ALLOWED_RETURN_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * True for an absolute http(s) URL on `ownOrigin` (mock mode: the provider is served by the app
 * itself) or on one of the configured origins. Relative, malformed and other schemes are refused.
 */
export function isAllowedReturnUrl(
  url: string,
  ownOrigin: string,
  allowed: string[] = allowedReturnOrigins(),
): boolean {
  const origin = originOf(url);
  return origin !== null && (origin === originOf(ownOrigin) || allowed.includes(origin));
}
