const BASE = 'http://kodea.local';
/** Longer targets are never legitimate here and would become oversized Location headers. */
export const MAX_REDIRECT_LENGTH = 1024;

/**
 * Only same-site paths are followed after sign-in: no open redirect. The target is checked after
 * the same normalisation a browser applies ('.', '..', '%2e' segments, backslashes), and the
 * normalised path is what we return, so what was checked is what the browser follows.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || to.length > MAX_REDIRECT_LENGTH || !to.startsWith('/')) return fallback;
  // Control characters and backslashes: browsers strip or reinterpret them ('\' acts as '/').
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // '/.//evil.example' normalises to '//evil.example': protocol-relative, another site.
  if (path.startsWith('//') || path.length > MAX_REDIRECT_LENGTH) return fallback;
  return path;
}

/** The same URL with the `login` dialog parameter added or removed. */
export function withLoginParam(pathWithSearch: string, open: boolean): string {
  const url = new URL(pathWithSearch, 'http://kodea.local');
  if (open) url.searchParams.set('login', '');
  else url.searchParams.delete('login');
  // `login` is a flag: written bare ('?login'), wherever it stands among the other parameters.
  const search = [...url.searchParams]
    .map(([key, value]) => (key === 'login' ? 'login' : new URLSearchParams({ [key]: value }).toString()))
    .join('&');
  return url.pathname + (search ? `?${search}` : '') + url.hash;
}
