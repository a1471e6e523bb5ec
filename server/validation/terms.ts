/**
 * The terms box of every payment form (spec §4, §5: required before paying): one rule for the
 * vacation and invoice card steps in soles and dollars, the subscription and the local payment
 * codes. Conform reads a ticked box as `true`; anything else is refused with the field's words.
 */
import { z } from 'zod';
import { TERMS_REQUIRED } from '@kernel/texts/payments';

/** The box itself, with the words a form shows beside it when it was not ticked. */
export const termsAccepted = (message: string = TERMS_REQUIRED) => z.literal(true, { error: message });

export const TermsSchema = z.object({ terms: termsAccepted() });
