/** The local payments provider's cash and bank-transfer codes (spec §7, decision 030). */
import { getEnv } from '../env';
import { LocalPaymentAnswerSchema, type LocalPaymentMethod } from './schemas/invoices';
import { postApiData } from './services';

/** The same pending code while the invoice's total is unchanged. */
export const requestLocalPayment = async (bearer: string, invoiceId: number, method: LocalPaymentMethod) =>
  postApiData(
    `/api/${getEnv().LOCAL_PAYMENTS_PROVIDER}/payment-information/`,
    { invoice_id: invoiceId, method },
    LocalPaymentAnswerSchema,
    { bearer },
  );
