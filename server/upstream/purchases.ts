/** Purchases and enrollments (spec §7: POST/PATCH /api/purchases/, POST /api/enrollments/). */
import { z } from 'zod';
import { EmailAnswerSchema, PurchaseListSchema } from './schemas/invoices';
import type { ForeignSalesTreatment } from '@kernel/sunat-catalogues';
import type { ReceiptBuyer } from './schemas/electronic-receipts';
import { CreatedPurchaseSchema, type EnrollmentBody } from './schemas/payments';
import { apiData, callApi, postApi, postApiData } from './services';

export async function createPurchase(
  bearer: string,
  /** `program_id` and `group_id` (ours, decision 031) tell the API which schedule to enrol in. */
  body: {
    MERCHANT_ID: string;
    amount: number;
    currency: string;
    description: string;
    program_id: string;
    group_id: string;
    /** Who the API's boleta or factura is for, once paid (issue 55); null: a final consumer. */
    receipt_buyer: ReceiptBuyer | null;
    /** The business's rule for a sale abroad, applied to its receipt (decision 105). */
    foreign_sales: ForeignSalesTreatment;
  },
) {
  return (await postApiData('/api/purchases/', body, CreatedPurchaseSchema, { bearer })).purchase_id;
}

export async function updatePurchase(
  bearer: string,
  purchaseId: string,
  body: { amount: number; currency: string; transaction_id: string },
) {
  await callApi({
    method: 'PATCH',
    path: `/api/purchases/${encodeURIComponent(purchaseId)}/`,
    bearer,
    body,
    schema: z.unknown(),
  });
}

export async function createEnrollment(bearer: string, body: EnrollmentBody) {
  await postApi('/api/enrollments/', body, z.unknown(), { bearer });
}

export const listPurchases = async (bearer: string) =>
  apiData({ path: '/api/purchases/', bearer, schema: PurchaseListSchema });

/** 'Enviar a mi correo': a paid purchase's receipt again, each time asked; 404 when not paid. */
export const sendPurchaseEmail = async (bearer: string, purchaseId: string) =>
  postApiData(`/api/purchases/${encodeURIComponent(purchaseId)}/email/`, {}, EmailAnswerSchema, { bearer });
