/**
 * The holder's rights over their data (ARCO, Ley 29733) and the term the regulation gives the
 * controller to answer each request (DS 016-2024-JUS, as DS 003-2013-JUS art. 55 did before it):
 * access 20 business days, rectification, cancellation and opposition 10, counted from the day
 * after the request arrives (docs/decisions/100).
 */
import { addPeruBusinessDays, limaDateOf } from './business-days';

export const ARCO_KINDS = ['access', 'rectification', 'deletion', 'opposition'] as const;
export type ArcoKind = (typeof ARCO_KINDS)[number];

/** Business days to answer, by kind ('deletion' is the law's 'cancelación'). */
export const ARCO_RESPONSE_BUSINESS_DAYS: Record<ArcoKind, number> = {
  access: 20,
  rectification: 10,
  deletion: 10,
  opposition: 10,
};

/** The last day of the legal term of a request filed at `filedAt`, a Lima date ('YYYY-MM-DD'). */
export function arcoDueDate(kind: ArcoKind, filedAt: Date | string): string {
  return addPeruBusinessDays(limaDateOf(filedAt), ARCO_RESPONSE_BUSINESS_DAYS[kind]);
}
