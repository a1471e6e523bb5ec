/**
 * The parent's express consent for a child's data (issue 55 point 6): the box both child forms
 * carry, and what the procedures take — the policy's version and when it was given. The account
 * is the session's (adding a child) or the one the sign-up creates, never a form's.
 */
import { z } from 'zod';
import { CHILD_DATA_CONSENT, MY_DATA_TEXT, PRIVACY_POLICY_VERSION } from '@kernel/texts/privacy';

/** The box, unticked by default: Conform reads a ticked box as true. */
export const ChildDataConsentField = z.literal(true, { error: CHILD_DATA_CONSENT.required });

/** Only the version the forms show: a form of an older text is refused, never recorded as this one. */
export const ConsentInputSchema = z.object({
  textVersion: z.literal(PRIVACY_POLICY_VERSION),
  acceptedAt: z.iso.datetime(),
});
export type ConsentInput = z.infer<typeof ConsentInputSchema>;

/** The consent a form's ticked box gives, now. */
export const consentGiven = (now = new Date()): ConsentInput => ({
  textVersion: PRIVACY_POLICY_VERSION,
  acceptedAt: now.toISOString(),
});

/** 'Mis datos': the form beside each consent that withdraws it (issue 75 point 3). */
export const ConsentWithdrawalFormSchema = z.object({
  consentId: z.string().trim().min(1).max(100),
  confirmWithdrawal: z.literal(true, { error: MY_DATA_TEXT.withdrawConfirmRequired }),
});
export type ConsentWithdrawalForm = z.input<typeof ConsentWithdrawalFormSchema>;
