/** A payment step that could not open: refusals the page explains go on, anything else is flashed. */
import { logger } from '@server/log/logger';
import { redirectWithSession, type KodeaSession } from '@server/session.server';
import { reasonOf } from '~/lib/log-reason';
import { passedOn } from '~/lib/sale-refusals.server';

export const STEP_FAILED = 'No pudimos abrir el pago en este momento. Inténtalo de nuevo en unos minutos.';

export function stepFailed(error: unknown, session: KodeaSession, path: string) {
  if (passedOn(error)) throw error;
  logger.error({ event: 'checkout', reason: reasonOf(error) }, '[checkout] payment step failed');
  session.flash('paymentError', STEP_FAILED);
  return redirectWithSession(path, session, { status: 303 });
}
