/**
 * How a payment action answers its terms box (server/validation/terms.ts): unticked, the error beside
 * it and nothing charged; once recorded, the secret the embedded card form confirms with (decision 032).
 */
import type { SubmissionResult } from '@conform-to/react';
import { json } from '@remix-run/node';
import { commitSession, type KodeaSession } from '@server/session.server';
import { TermsSchema } from '@server/validation/terms';
import { parseSubmission } from './submission.server';

/** A ticked box posts 'on': nothing longer is read. */
const TERMS_LIMITS = { maxLength: 10 };

export interface TermsAnswer {
  form: 'terms';
  result: SubmissionResult<string[]>;
  clientSecret: string | null;
}

export const parseTerms = (form: FormData) => parseSubmission(form, TermsSchema, TERMS_LIMITS);

const termsAnswer = (result: TermsAnswer['result'], clientSecret: string | null, init?: ResponseInit) =>
  json<TermsAnswer>({ form: 'terms', result, clientSecret }, init);

/** The box was not ticked: its error beside it, the form as the parent left it. */
export const termsRefused = (result: SubmissionResult<string[]>) =>
  termsAnswer(result, null, { status: 400 });

interface SecretStep {
  termsAcceptedAt?: string;
  clientSecret: string;
  hostedUrl: string;
  /** Keeps the acceptance with the step. */
  keep(termsAcceptedAt: string): void | Promise<void>;
}

/**
 * 'PAGAR' where the secret waits for the terms (dollar intent, subscription): the secret to the embedded
 * form, a plain one to the hosted form; `opened` null (paid, closed, replaced): `closed`'s page or words.
 */
export async function acceptTerms(
  { session, form, go }: { session: KodeaSession; form: FormData; go(to: string): Promise<Response> },
  opened: SecretStep | null,
  closed: { path: string; message: string },
  schema = TermsSchema,
) {
  const submission = parseSubmission(form, schema, TERMS_LIMITS);
  const embedded = form.get('embedded') === '1';
  if (!opened) {
    if (!embedded) return go(closed.path);
    const result = submission.reply({ fieldErrors: { terms: [closed.message] } });
    return termsAnswer(result, null, { status: 409 });
  }
  if (submission.status !== 'success') return termsRefused(submission.reply());
  await opened.keep(opened.termsAcceptedAt ?? new Date().toISOString());
  if (!embedded) return go(opened.hostedUrl);
  return termsAnswer(submission.reply(), opened.clientSecret, {
    headers: { 'Set-Cookie': await commitSession(session) },
  });
}
