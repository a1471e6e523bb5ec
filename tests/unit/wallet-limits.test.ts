/**
 * Yape's and Plin's most per operation (issue 75): each wallet's limit as the payment step shows
 * it, a total above it not offered that wallet, and the refusal the server gives before a charge.
 */
import { describe, expect, it } from 'vitest';
import { anyWalletTakes, overWalletLimit, walletChoices } from '../../server/sales/wallet-limits';
import { paymentMethods } from '../../server/invoice-checkout/invoice-view';

const LIMITS = { YAPE_MAX_PER_OPERATION: 500, PLIN_MAX_PER_OPERATION: 1_000 };

describe('wallet limits per operation', () => {
  it('shows each limit in soles, with the one formatter; a total above a limit is not offered that wallet', () => {
    expect(walletChoices(990, LIMITS)).toEqual([
      {
        wallet: 'yape',
        label: 'Yape',
        limitText: 'Yape permite pagos de hasta S/ 500 por operación.',
        offered: false,
      },
      {
        wallet: 'plin',
        label: 'Plin',
        limitText: 'Plin permite pagos de hasta S/ 1,000 por operación.',
        offered: true,
      },
    ]);
    expect(walletChoices(500, LIMITS).every((choice) => choice.offered)).toBe(true);
  });

  it('a QR is offered while one wallet takes the total', () => {
    expect(anyWalletTakes(990, LIMITS)).toBe(true);
    expect(anyWalletTakes(1_000.5, LIMITS)).toBe(false);
  });

  it('refuses a payment above the wallet’s limit in Spanish, nothing charged', () => {
    expect(overWalletLimit('plin', 1_000, LIMITS)).toBeNull();
    expect(overWalletLimit('yape', 500.01, LIMITS)).toMatchObject({
      outcome: { kind: 'wallet-refused', reason: 'over_operation_limit' },
      message:
        'Yape permite pagos de hasta S/ 500 por operación. Este pago es mayor: paga con tarjeta. No se realizó ningún cobro.',
    });
  });

  it('the pedido’s chooser names Yape and Plin only when one of them takes the total', () => {
    const pedido = (total: number) => ({
      currency: 'PEN' as const,
      local_methods: [],
      discount_code: null,
      total,
    });
    const takes = (amount: number) => anyWalletTakes(amount, LIMITS);
    expect(paymentMethods(pedido(990), takes)[0]).toMatchObject({ kind: 'card-soles', wallets: true });
    expect(paymentMethods(pedido(1_200), takes)[0]).toMatchObject({ kind: 'card-soles', wallets: false });
  });
});
