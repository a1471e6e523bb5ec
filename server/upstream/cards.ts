/** Card-brand promotions: the API reads the tokenised card's brand and BIN from the provider. */
import { CardValidationAnswerSchema } from './schemas/invoices';
import { postApiData } from './services';

export const tokenisedCard = async (bearer: string, invoiceId: number, transactionToken: string) =>
  postApiData(
    '/api/cards/mc-validation/',
    { invoice_id: invoiceId, transaction_token: transactionToken },
    CardValidationAnswerSchema,
    { bearer },
  );
