/** Card-brand promotions: the API reads the tokenised card's brand and BIN from the provider. */
import { CardValidationAnswerSchema } from './schemas/invoices';
import { apiData } from './services';

export async function tokenisedCard(bearer: string, invoiceId: number, transactionToken: string) {
  return apiData({
    method: 'POST',
    path: '/api/cards/mc-validation/',
    bearer,
    body: { invoice_id: invoiceId, transaction_token: transactionToken },
    schema: CardValidationAnswerSchema,
  });
}
