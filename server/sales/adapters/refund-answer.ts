/** What the pipeline keeps of the API's refund, either kind of sale. */
import type { Currency } from '@kernel/money';
import { documentNumber, type ElectronicDocument } from '../../upstream/schemas/electronic-receipts';
import type { RefundAnswer } from '../sale';

interface ApiRefund {
  number: string;
  amount: number;
  currency: Currency;
  credit_note: ElectronicDocument | null;
}

export const refundAnswerOf = (refund: ApiRefund): RefundAnswer => ({
  number: refund.number,
  amount: refund.amount,
  currency: refund.currency,
  creditNote: refund.credit_note ? documentNumber(refund.credit_note) : null,
});
