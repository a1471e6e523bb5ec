/** The referral program's calls (decision 035). */
import { InvoiceAnswerSchema } from './schemas/invoices';
import {
  ReferralLinkAnswerSchema,
  ReferralLookupAnswerSchema,
  ReferralOverviewSchema,
  type ApplyReferralBody,
  type ReferralKind,
} from './schemas/referral';
import { apiData, postApiData } from './services';

/** 'group' is singular in the spec's path. */
const SEGMENT: Record<ReferralKind, string> = {
  course: 'courses',
  learning_path: 'paths',
  group: 'group',
};

/** Idempotent; 404 when the item is not theirs. */
export async function createReferralLink(bearer: string, kind: ReferralKind, id: number) {
  return postApiData(`/api/referral/${SEGMENT[kind]}/${id}/`, {}, ReferralLinkAnswerSchema, { bearer });
}

/** A refusal is a 400 that ReferralRefusalSchema reads. */
export async function applyReferral(bearer: string, invoiceId: number, body: ApplyReferralBody) {
  return apiData({
    method: 'PATCH',
    path: `/api/referral/invoice/${invoiceId}/`,
    bearer,
    body,
    schema: InvoiceAnswerSchema,
  });
}

/** Hidden endpoint, public; with the visitor's bearer it also says whether the code is their own. */
export async function lookupReferralCode(code: string, bearer?: string) {
  return apiData({
    path: `/api/referral/codes/${encodeURIComponent(code)}/`,
    ...(bearer ? { bearer } : {}),
    schema: ReferralLookupAnswerSchema,
  });
}

/** Hidden endpoint: the family's referable items and "Mis referidos". */
export async function getReferralOverview(bearer: string) {
  return apiData({ path: '/api/referral/', bearer, schema: ReferralOverviewSchema });
}
