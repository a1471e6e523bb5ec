/** Small helpers shared by the mock's handlers and pages. */

/** A request field as text: strings as they are, numbers as digits, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Escapes text for the mock's server-rendered HTML pages. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c] ?? c),
  );
}
