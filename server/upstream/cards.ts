/** Card-brand promotions (spec §7 POST /api/cards/mc-validation/): the card's first six digits only. */
import { callService } from './client';
import { CardValidationAnswerSchema } from './schemas/invoices';
import { apiService } from './services';

export async function validateCardBrand(bearer: string, invoiceId: number, bin: string) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: '/api/cards/mc-validation/',
    bearer,
    body: { invoice_id: invoiceId, bin },
    schema: CardValidationAnswerSchema,
  });
  return data.data;
}
