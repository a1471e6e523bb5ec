/**
 * Return addresses a request carries and every Location we send. `sitePath` follows only a path
 * of this site, normalised as a browser would, and returns that normalised path: what was checked
 * is what the browser follows, in printable ASCII a Location header can carry.
 */
const BASE = 'http://kodea.local';
/** Longer targets are never legitimate here and would become oversized Location headers. */
export const MAX_REDIRECT_LENGTH = 1024;

/** C0 controls, DEL, and backslashes: browsers strip or reinterpret them ('\' acts as '/'). */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
/** What a Location we send may hold: printable ASCII, nothing else. */
const ASCII_LOCATION = /^[\x21-\x7e]+$/;

export function sitePath(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to.length > MAX_REDIRECT_LENGTH || !to.startsWith('/')) return fallback;
  if (hasUnsafeCharacter(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // '/.//evil.example' normalises to '//evil.example': protocol-relative, another site. A lone
  // surrogate or a space the parser left as it was is not a header value either.
  if (path.startsWith('//') || path.length > MAX_REDIRECT_LENGTH || !ASCII_LOCATION.test(path))
    return fallback;
  return path;
}

/** A Location of ours in ASCII: an absolute http(s) URL serialised by the URL parser, else a site path. */
export function encodeLocation(to: string): string {
  if (/^https?:\/\//i.test(to) && URL.canParse(to)) return new URL(to).href;
  return sitePath(to);
}
