/**
 * The simulated processor's most per operation for Yape and Plin, in soles (issue 75): the
 * published person-to-merchant figure (docs/payments.md "Yape y Plin"). The API refuses an approval
 * above it with a 409 and the simulated wallet app will not pay a QR above it, whatever the site shows.
 */
import { formatMoney } from '../../kernel/money';
import { WALLET_LABEL } from '../../kernel/texts/wallet';

export const MOCK_WALLET_MAX_PER_OPERATION = { yape: 500, plin: 500 } as const;

/** The API's own refusal, or null when the wallet takes the amount. */
export function overOperationLimit(wallet: 'yape' | 'plin', amount: number) {
  const max = MOCK_WALLET_MAX_PER_OPERATION[wallet];
  return amount <= max
    ? null
    : {
        code: 'over_operation_limit' as const,
        wallet,
        max_amount: max,
        detail: `${WALLET_LABEL[wallet]} permite pagos de hasta ${formatMoney(max, 'PEN')} por operación.`,
      };
}
