/**
 * The simulated API's check of who a sale's receipt is for (issues 55 and 75), with the kernel's
 * rules our server applies before it: the shape both sides parse, a foreign buyer's own documents
 * only for a sale abroad, and a named boleta above S/ 700 (in dollars, at the day's rate). Every
 * sale gets a Peruvian receipt, wherever the family is. Refusals are 400 field errors keyed as the
 * API keys nested fields ('receipt_buyer.document_number').
 */
import type { Currency } from '../../kernel/money';
import {
  boletaDocuments,
  buyerMustBeNamed,
  facturaDocuments,
  isDomiciledCountry,
  namedBoletaAbove,
} from '../../kernel/tax-ids';
import { namedBoletaRequired } from '../../kernel/texts/receipts';
import { ReceiptBuyerSchema, type ReceiptBuyer } from '../../server/upstream/schemas/electronic-receipts';
import { mockExchangeRate } from '../config/business-settings';
import { ANONYMOUS_BOLETA } from './sale-receipt';

const FIELD = 'receipt_buyer';

/** Each field's problem as the API words it, in Spanish: the form shows it beside the field. */
const FIELD_MESSAGE: Record<string, string> = {
  kind: 'Elige boleta o factura.',
  document_type: 'El tipo de documento no corresponde a este comprobante.',
  document_number: 'El documento del comprador no es válido.',
  name: 'Falta el nombre del comprador o la razón social.',
  address: 'Falta la dirección fiscal de la factura.',
};

export type BuyerCheck = { ok: true; buyer: ReceiptBuyer } | { ok: false; errors: Record<string, string[]> };

/** `raw` as posted; null or absent asks for nothing in particular (an unnamed boleta). */
export function checkReceiptBuyer(
  raw: unknown,
  sale: { amount: number; currency: Currency },
  country: string,
): BuyerCheck {
  if (raw === null || raw === undefined) return checkNamed(ANONYMOUS_BOLETA, sale, country);
  const parsed = ReceiptBuyerSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const key = FIELD_MESSAGE[field] ? `${FIELD}.${field}` : 'non_field_errors';
      errors[key] ??= [FIELD_MESSAGE[field] ?? 'Los datos del comprobante no son válidos.'];
    }
    return { ok: false, errors };
  }
  return checkNamed(parsed.data, sale, country);
}

function checkNamed(
  buyer: ReceiptBuyer,
  sale: { amount: number; currency: Currency },
  country: string,
): BuyerCheck {
  const domiciled = isDomiciledCountry(country);
  const allowed = buyer.kind === 'factura' ? facturaDocuments(domiciled) : boletaDocuments(domiciled);
  if (buyer.document_type && !allowed.includes(buyer.document_type))
    return { ok: false, errors: { [`${FIELD}.document_type`]: [FIELD_MESSAGE.document_type] } };
  const above = namedBoletaAbove(sale.currency, mockExchangeRate());
  if (buyer.kind === 'boleta' && buyer.document_number === null && buyerMustBeNamed(sale.amount, above))
    return {
      ok: false,
      errors: {
        [`${FIELD}.document_number`]: [namedBoletaRequired({ amount: above, currency: sale.currency })],
      },
    };
  return { ok: true, buyer };
}
