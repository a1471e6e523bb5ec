/**
 * How long an unpaid sale keeps its seat (issue 74). A pedido or a vacation purchase takes its seat
 * when it opens and keeps it for HOLD_MS, and for as long as a payment offer it was given lasts
 * (a cash code's 48 hours). A hold that ran out is taken again at the charge if a seat is free
 * (mocks/waitlist/sale-seats.ts); otherwise the charge is refused, so a seat is never sold twice.
 * Paid sales hold their seats until refunded; denied, expired or void ones hold none.
 */
export const HOLD_MS = 30 * 60_000;

export const holdUntil = (now: Date, ms = HOLD_MS) => new Date(now.getTime() + ms).toISOString();

export const holdValid = (until: string | null, now: Date) =>
  until !== null && Date.parse(until) > now.getTime();

/** The later of two hold ends: an offer never shortens a hold. */
export const laterHold = (current: string | null, until: string) =>
  current !== null && Date.parse(current) > Date.parse(until) ? current : until;
