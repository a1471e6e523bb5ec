/** Card-brand promotions: the API reads the tokenised card's brand and BIN from the provider. */
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
