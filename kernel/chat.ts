/** The chat service's origin; the CSP lets forms be redirected there (the parents' recommended cards). */
/** The business number in Peru when CHAT_NUMBER_PE is not set: the chat link's and the WhatsApp notices'. */
export const DEFAULT_CHAT_NUMBER_PE = '51987654321';

export const CHAT_ORIGIN = 'https://wa.me';

export function chatLink(number: string, message?: string): string {
  const base = `${CHAT_ORIGIN}/${number}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
