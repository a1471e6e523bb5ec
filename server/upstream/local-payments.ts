/** The local payments provider's cash and bank-transfer codes (spec §7, decision 030). */
import { getEnv } from '../env';
import { LocalPaymentAnswerSchema, type LocalPaymentMethod } from './schemas/invoices';
import { apiData } from './services';

/** The same pending code while the invoice's total is unchanged. */
export async function requestLocalPayment(bearer: string, invoiceId: number, method: LocalPaymentMethod) {
  return apiData({
    method: 'POST',
    path: `/api/${getEnv().LOCAL_PAYMENTS_PROVIDER}/payment-information/`,
    bearer,
    body: { invoice_id: invoiceId, method },
    schema: LocalPaymentAnswerSchema,
  });
}
