/**
 * Card-brand promotions (spec §7 POST /api/cards/mc-validation/, decision 070): which card the
 * provider tokenised for this payment, named by its transaction token. The API reads the brand
 * and BIN from the provider's records; no card digit is sent by us or taken from the browser.
 */
import { callService } from './client';
import { CardValidationAnswerSchema } from './schemas/invoices';
import { apiService } from './services';

export async function tokenisedCard(bearer: string, invoiceId: number, transactionToken: string) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: '/api/cards/mc-validation/',
    bearer,
    body: { invoice_id: invoiceId, transaction_token: transactionToken },
    schema: CardValidationAnswerSchema,
  });
  return data.data;
}
