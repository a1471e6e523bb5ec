/**
 * How a payment action answers its terms box (server/validation/terms.ts): Conform's reply, the
 * error beside the box and nothing charged; once the terms are recorded, the secret that lets the
 * embedded card form confirm the payment (never before: decision 032).
 */
import type { SubmissionResult } from '@conform-to/react';
import { json } from '@remix-run/node';
import { TermsSchema } from '@server/validation/terms';
import { parseSubmission } from './submission.server';

/** A ticked box posts 'on': nothing longer is read. */
export const TERMS_LIMITS = { maxLength: 10 };

export interface TermsAnswer {
  form: 'terms';
  result: SubmissionResult<string[]>;
  clientSecret: string | null;
}

export const parseTerms = (form: FormData) => parseSubmission(form, TermsSchema, TERMS_LIMITS);

export const termsAnswer = (body: TermsAnswer, init?: ResponseInit) => json(body, init);

/** The box was not ticked: its error beside it, the form as the parent left it. */
export const termsRefused = (result: SubmissionResult<string[]>) =>
  termsAnswer({ form: 'terms', result, clientSecret: null }, { status: 400 });
