/**
 * The referral program's calls (spec §7 `referral/*` and two hidden endpoints, decision 035):
 * bodies typed by the contract's request schemas, answers parsed by its answer schemas.
 */
import { callService } from './client';
import { InvoiceAnswerSchema } from './schemas/invoices';
import {
  ReferralLinkAnswerSchema,
  ReferralLookupAnswerSchema,
  ReferralOverviewSchema,
  type ApplyReferralBody,
  type ReferralKind,
} from './schemas/referral';
import { apiService } from './services';

/** The spec's path segment of each kind ('group' is singular there, as the spec writes it). */
const SEGMENT: Record<ReferralKind, string> = {
  course: 'courses',
  learning_path: 'paths',
  group: 'group',
};

/** Creates the family's link for one paid item, or answers the one it has (idempotent). 404: not theirs. */
export async function createReferralLink(bearer: string, kind: ReferralKind, id: number) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: `/api/referral/${SEGMENT[kind]}/${id}/`,
    bearer,
    body: {},
    schema: ReferralLinkAnswerSchema,
  });
  return data.data;
}

/** Applies a code to an open invoice; a refusal is a 400 that ReferralRefusalSchema reads. */
export async function applyReferral(bearer: string, invoiceId: number, body: ApplyReferralBody) {
  const { data } = await callService(apiService(), {
    method: 'PATCH',
    path: `/api/referral/invoice/${invoiceId}/`,
    bearer,
    body,
    schema: InvoiceAnswerSchema,
  });
  return data.data;
}

/**
 * Hidden endpoint: who invites and what the friend gets. Public; with the visitor's bearer the
 * upstream also says whether the code is their own family's. Unknown code: 404.
 */
export async function lookupReferralCode(code: string, bearer?: string) {
  const { data } = await callService(apiService(), {
    path: `/api/referral/codes/${encodeURIComponent(code)}/`,
    ...(bearer ? { bearer } : {}),
    schema: ReferralLookupAnswerSchema,
  });
  return data.data;
}

/**
 * Hidden endpoint: the family's referable items (with their links) and "Mis referidos". The answer
 * is frozen: requests that got the same text share it.
 */
export async function getReferralOverview(bearer: string) {
  const { data } = await callService(apiService(), {
    path: '/api/referral/',
    bearer,
    schema: ReferralOverviewSchema,
  });
  return data.data;
}
