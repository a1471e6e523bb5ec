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
export const createReferralLink = async (bearer: string, kind: ReferralKind, id: number) =>
  postApiData(`/api/referral/${SEGMENT[kind]}/${id}/`, {}, ReferralLinkAnswerSchema, { bearer });

/** A refusal is a 400 that ReferralRefusalSchema reads. */
export const applyReferral = async (bearer: string, invoiceId: number, body: ApplyReferralBody) =>
  apiData({
    method: 'PATCH',
    path: `/api/referral/invoice/${invoiceId}/`,
    bearer,
    body,
    schema: InvoiceAnswerSchema,
  });

/** Hidden endpoint, public; with the visitor's bearer it also says whether the code is their own. */
export const lookupReferralCode = async (code: string, bearer?: string) =>
  apiData({
    path: `/api/referral/codes/${encodeURIComponent(code)}/`,
    ...(bearer ? { bearer } : {}),
    schema: ReferralLookupAnswerSchema,
  });

/** Hidden endpoint: the family's referable items and "Mis referidos". */
export const getReferralOverview = async (bearer: string) =>
  apiData({ path: '/api/referral/', bearer, schema: ReferralOverviewSchema });
