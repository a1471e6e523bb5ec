/** Yape and Plin's words (decision 085): the form, its errors and each refusal of the wallet. */
import { formatMoney } from '../money';

export type WalletName = 'yape' | 'plin';

/** How a receipt, "Mis compras" and the result screen name the wallet that paid. */
export const WALLET_LABEL: Record<WalletName, string> = { yape: 'Yape', plin: 'Plin' };

export const isWalletName = (value: string | null | undefined): value is WalletName =>
  value === 'yape' || value === 'plin';

/** How a result screen names what paid: a card and its brand, or the wallet and its masked phone. */
export function paidWithFacts(card: string | null, brand: string | null) {
  return isWalletName(brand)
    ? { cardLabel: 'Celular', card, brandLabel: 'Billetera', brand: WALLET_LABEL[brand] }
    : { cardLabel: 'Tarjeta', card, brandLabel: 'Marca', brand: brand ? brand.toUpperCase() : null };
}

export const WALLET_TEXT = {
  title: 'Paga con Yape o Plin',
  /** Beside 'Tarjeta de crédito o débito' where a soles pedido's way to pay is chosen (issue 76). */
  onCardStep: 'También Yape o Plin',
  lead: 'Abre tu billetera, genera el código de aprobación y escríbelo aquí junto con tu número de celular.',
  walletLegend: 'Billetera',
  phoneLabel: 'Número de celular de tu billetera',
  phoneHint: '9 dígitos, empieza con 9',
  codeLabel: 'Código de aprobación',
  codeHint: 'Los 6 dígitos que muestra tu billetera',
  pay: 'PAGAR CON BILLETERA',
  paying: 'PAGANDO...',
  qrButton: 'Pagar con QR',
  qrLead: 'Escanea el código con Yape o Plin y aprueba el pago en tu celular. Esta página se actualiza sola.',
  qrWaiting: 'Esperando la aprobación en tu billetera…',
  qrAlt: 'Código QR para pagar con Yape o Plin',
  /** The QR's expiry, in the browser's own zone ('4:05 PM'). */
  qrExpires: (time: string) => `El código vence a las ${time}.`,
} as const;

export const WALLET_FIELD_ERROR = {
  wallet: 'Elige Yape o Plin.',
  phone: 'Ingresa el número de celular de tu billetera: 9 dígitos que empiezan con 9.',
  code: 'Ingresa el código de aprobación de 6 dígitos que muestra tu billetera.',
} as const;

export type WalletRefusalKind =
  | 'wrong_code'
  | 'limit_exceeded'
  | 'expired'
  | 'attempts_exceeded'
  | 'over_operation_limit';

/** A wallet's most per operation, in soles (issue 75), shown wherever the wallet is offered. */
export const walletLimitText = (wallet: WalletName, maxPen: number) =>
  `${WALLET_LABEL[wallet]} permite pagos de hasta ${formatMoney(maxPen, 'PEN')} por operación.`;

/** Beside a wallet's limit when this sale's total is above it: that wallet is not offered. */
export const WALLET_OVER_LIMIT = 'Este pago es mayor, así que no puedes pagarlo con esta billetera.';

/** No wallet takes this total: the card is the way. */
export const NO_WALLET_FOR_TOTAL =
  'Este pago supera el límite por operación de Yape y de Plin: paga con tarjeta.';

/** The server's or the API's refusal of a wallet payment above that wallet's limit: nothing charged. */
export const walletOverLimitRefusal = (wallet: WalletName, maxPen: number) =>
  `${walletLimitText(wallet, maxPen)} Este pago es mayor: paga con tarjeta. No se realizó ningún cobro.`;

/** Shown on the payment step; nothing was charged and the parent can try again. */
export const WALLET_REFUSAL: Record<WalletRefusalKind, string> = {
  wrong_code:
    'El código de aprobación no es correcto. Revisa el código que muestra tu billetera e inténtalo de nuevo. No se realizó ningún cobro.',
  limit_exceeded:
    'Superaste el límite diario de tu billetera. Inténtalo mañana o paga con tarjeta. No se realizó ningún cobro.',
  expired:
    'El código de aprobación venció. Genera uno nuevo en tu billetera e inténtalo de nuevo. No se realizó ningún cobro.',
  attempts_exceeded:
    'Superaste los intentos permitidos con códigos de aprobación para este pago, así que lo cerramos por seguridad. No se realizó ningún cobro: vuelve a elegir cómo pagar.',
  over_operation_limit:
    'Este pago supera el límite por operación de tu billetera: paga con tarjeta. No se realizó ningún cobro.',
};

/** The provider did not answer: nothing charged. */
export const WALLET_UNAVAILABLE =
  'No pudimos conectar con Yape o Plin en este momento. Inténtalo de nuevo en unos minutos o paga con tarjeta.';

export const WALLET_QR_EXPIRED = 'El código QR venció. Genera uno nuevo para pagar.';
