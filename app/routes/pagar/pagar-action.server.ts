/**
 * 'Continuar al pago' on `/pagar` (issue 16): creates (or reuses, decision 030) the invoice of the
 * chosen child and product and goes to its page. Every refusal comes back on the form with what
 * the parent chose: beside the child choice, or as the form's message with a way on.
 */
import { json } from '@remix-run/node';
import { alreadyPaidItem, CHECKOUT_FORBIDDEN } from '@kernel/texts/checkout';
import { ALREADY_PAID } from '@kernel/texts/payments';
import { redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { logger } from '@server/log/logger';
import { requireCheckoutUser, throwIfCheckoutRefused } from '~/lib/checkout-access.server';
import { CheckoutStartFormSchema } from '@server/validation/checkout';
import { parseForm, type FormFields } from '~/lib/forms/parse-form.server';
import { notFound, storeOutageResponse, toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { applyCarriedReferral } from './carried-referral.server';
import { productRefOf } from './pagar-view.server';

/** The procedure's own form schema: a child is required ('Elige para cuál de tus hijos…'). */
const START_FORM: FormFields<'childId' | 'groupId'> = { fields: ['childId', 'groupId'], maxLength: 64 };

const TOO_MANY_REQUESTS_TEXT =
  'Hiciste demasiadas solicitudes seguidas. Espera unos minutos y vuelve a intentarlo.';

export const START_FAILED_TEXT =
  'No pudimos crear tu factura en este momento. Inténtalo de nuevo en unos minutos.';

/** What the form shows above its button when the start was refused as a whole. */
export interface StartRefusal {
  kind: 'already-paid' | 'forbidden' | 'failed';
  message: string;
}

const answer = (
  values: Record<'childId' | 'groupId', string>,
  fieldErrors: Record<string, string>,
  refusal: StartRefusal | null,
) => json({ values, fieldErrors, refusal }, { status: refusal?.kind === 'forbidden' ? 403 : 400 });

export async function pagarAction(request: Request) {
  const ref = productRefOf(new URL(request.url).searchParams);
  if (!ref) throw notFound();
  const { session } = await requireCheckoutUser(request);
  const form = await request.formData();
  const parsed = parseForm(CheckoutStartFormSchema, form, START_FORM);
  const { values } = parsed;
  if (!parsed.ok) return answer(values, parsed.fieldErrors, null);
  const caller = await getCaller(request, session);
  try {
    const { invoiceId } = await caller.invoices.create({
      ref,
      childId: parsed.value.childId,
      ...(parsed.value.groupId ? { groupId: parsed.value.groupId } : {}),
    });
    const cookies = await applyCarriedReferral({ request, session, caller, invoiceId });
    const headers = new Headers();
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return redirectWithSession(`/dashboard/compras/${invoiceId}`, session, { status: 303, headers });
  } catch (error) {
    const outage = storeOutageResponse(error);
    if (outage) throw outage;
    await throwIfCheckoutRefused(error, session, request);
    const outcome = expectedOutcome(error);
    switch (outcome?.kind) {
      case 'child-not-eligible':
        return answer(values, { childId: outcome.message }, null);
      case 'already-paid':
        return answer(
          values,
          {},
          {
            kind: 'already-paid',
            message: outcome.child ? alreadyPaidItem(outcome.child.firstName) : ALREADY_PAID,
          },
        );
      case 'forbidden':
        // Spec §8: the procedure logged 'Problemas con el request' (once); nothing was charged, the page says so.
        return answer(values, {}, { kind: 'forbidden', message: CHECKOUT_FORBIDDEN });
      case 'throttled':
        return answer(values, {}, { kind: 'failed', message: TOO_MANY_REQUESTS_TEXT });
      case 'invalid-input':
        return answer(values, {}, { kind: 'failed', message: START_FAILED_TEXT });
      default:
        break;
    }
    logger.error(
      { event: 'checkout', reason: error instanceof Error ? error.message : String(error) },
      '[checkout] start failed',
    );
    throw toRouteErrorResponse(error);
  }
}
