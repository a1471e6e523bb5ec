/** The chat service's origin; the CSP lets forms be redirected there (the parents' recommended cards). */
export const CHAT_ORIGIN = 'https://wa.me';

export function chatLink(number: string, message?: string): string {
  const base = `${CHAT_ORIGIN}/${number}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
