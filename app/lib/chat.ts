/** Chat-messaging links open a chat with the business number, optionally with a prefilled message (spec §7). */
export function chatLink(number: string, message?: string): string {
  const base = `https://wa.me/${number}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
