/**
 * What a payment e-mail says of the sale's electronic receipt (issue 75 point 7): the e-mail is
 * the payment's confirmation ('Pago aprobado'), not the receipt; it names the boleta or factura
 * and links its PDF once the OSE accepted it, or says where it will be while it is not valid yet.
 */
import { DOCUMENT_TEXT } from '../../kernel/texts/receipts';
import { documentNumber } from '../../server/upstream/schemas/electronic-receipts';
import { siteLink } from '../outbox/send';
import { currentReceipt } from './issue';
import type { SaleKeyOwner } from './sale-receipt';

export const PAYMENT_EMAIL_SUBJECT = 'Pago aprobado';

const NOT_YET =
  'Tu boleta o factura electrónica estará en «Mis compras» en cuanto SUNAT la acepte; desde ahí la descargas.';

/** `pdfPath`: where the family downloads the sale's receipt, signed in. */
export function receiptEmailLines(owner: SaleKeyOwner, pdfPath: string): string[] {
  const receipt = currentReceipt(owner);
  if (!receipt || (receipt.status !== 'aceptado' && receipt.status !== 'observado')) return [NOT_YET];
  return [
    `Tu ${DOCUMENT_TEXT.names[receipt.type].toLowerCase()} electrónica ${documentNumber(receipt)}: ${siteLink(
      pdfPath,
    )}`,
  ];
}
