/**
 * One tax rule for every sale abroad (issue 75 point 1, decision 105): a family in Mexico and one
 * in Colombia get the same kind of Peruvian receipt under each value of FOREIGN_SALES_TAX_TREATMENT,
 * for a pedido and a vacation purchase alike, read back from the PDF as a person and a phone would
 * (its text and its decoded QR). Before, Mexico got the payment provider's receipt and Colombia a
 * boleta with IGV.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { electronicReceiptPdf } from '../../app/lib/receipt-pdf.server';
import { markPaid } from '../../mocks/checkout/invoice-records';
import { db } from '../../mocks/db';
import { rereadEnv } from '../../server/env';
import { invoiceSale, vacationSale } from '../../server/sales/sale-ref';
import type { ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';
import { pdfQrTexts } from '../support/pdf-qr';
import { pdfText } from '../support/pdf-text';
import { accountCaller, EMILIANO, namedByPassport } from './invoices-support';
import { CARDS, chargeAndEnroll, PYTHON, ROBLOX, startedPayment, transactionToken } from './payment-support';

const YOUTUBER = { type: 'course', course: 'curso-de-youtuber-kids' } as const;
const VALENTINA = 551;
const PASSPORT = {
  tipoDocumento: 'PASAPORTE',
  numeroDocumento: 'G12345678',
  nombreComprador: 'Familia',
} as const;

const UNITY = { type: 'course', course: 'curso-de-diseno-de-videojuegos-con-unity' } as const;
const ROBLOX_COURSE = { type: 'course', course: 'curso-de-videojuegos-con-roblox' } as const;

/** Each family's child and what fits the child's age. */
const FAMILIES = [
  { country: 'MX', email: 'mama.mx@example.com', childId: EMILIANO, program: PYTHON, course: UNITY },
  {
    country: 'CO',
    email: 'familia.co@example.com',
    childId: VALENTINA,
    program: ROBLOX,
    course: ROBLOX_COURSE,
  },
] as const;

type Family = (typeof FAMILIES)[number];

const previous = process.env.FOREIGN_SALES_TAX_TREATMENT;

/** The business's rule, as a restart with this setting would read it. */
function settingIs(treatment: 'export' | 'taxed') {
  process.env.FOREIGN_SALES_TAX_TREATMENT = treatment;
  rereadEnv();
}

afterEach(() => {
  process.env.FOREIGN_SALES_TAX_TREATMENT = previous;
  rereadEnv();
});

/** A pedido opened and named as the checkout does, paid as the provider confirms it; its receipt. */
async function pedidoReceipt(family: Family): Promise<ElectronicDocument> {
  const { caller } = await accountCaller(family.email);
  const { invoiceId } = await caller.invoices.create({ ref: family.course, childId: family.childId });
  await namedByPassport(caller, invoiceId);
  const record = db.invoice.findFirst({ where: { id: { equals: invoiceId } } });
  if (!record) throw new Error('no invoice');
  markPaid(record, 'global_card', `pi_${family.country}`);
  const download = await caller.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'receipt' });
  if (download.kind !== 'electronic') throw new Error(`${family.country}: no Peruvian receipt`);
  return download.document;
}

/** A vacation program bought with the 'Comprobante de pago' form and a card; its receipt. */
async function vacationReceipt(family: Family): Promise<ElectronicDocument> {
  const { payment, checkoutCaller } = await startedPayment(family.email, family.program, {
    childId: family.childId,
    receipt: PASSPORT,
  });
  const caller = checkoutCaller(payment);
  await chargeAndEnroll(caller, {
    purchaseNumber: payment.purchaseNumber,
    transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
  });
  const download = await caller.invoices.receipt({
    sale: vacationSale(payment.purchaseNumber),
    document: 'receipt',
  });
  if (download.kind !== 'electronic') throw new Error(`${family.country}: no Peruvian receipt`);
  return download.document;
}

/** What a person reads and what a phone decodes, as the facts the comparison needs. */
async function readBack(document: ElectronicDocument) {
  const pdf = await electronicReceiptPdf(document);
  const text = pdfText(pdf);
  const [qr] = pdfQrTexts(pdf);
  const fields = qr.split('|');
  return {
    title: text.split('\n').find((line) => line.endsWith('ELECTRÓNICA')),
    operation: text.includes('Exportación de servicios')
      ? 'export'
      : text.includes('Venta a no domiciliado')
      ? 'abroad, taxed'
      : 'in Peru',
    legend: text.includes('EXPORTACIÓN DE SERVICIOS - DECRETO LEGISLATIVO N.º 919'),
    taxLine: text.includes('IGV 18 %')
      ? 'IGV 18 %'
      : text.includes('Op. exportación')
      ? 'Op. exportación'
      : null,
    qr: { type: fields[1], series: fields[2].slice(0, 1), igv: Number(fields[4]), buyerDocument: fields[7] },
    total: Number(fields[5]),
  };
}

const kinds = [
  ['a pedido', pedidoReceipt],
  ['a vacation purchase', vacationReceipt],
] as const;

describe.each(kinds)('%s to a family in Mexico and one in Colombia', (_kind, buy) => {
  it("'export': the same boleta for both, an export of services, no IGV, SUNAT's legend", async () => {
    settingIs('export');
    const read = await Promise.all(FAMILIES.map(async (family) => readBack(await buy(family))));
    for (const receipt of read)
      expect(receipt).toMatchObject({
        title: 'BOLETA DE VENTA ELECTRÓNICA',
        operation: 'export',
        legend: true,
        taxLine: 'Op. exportación',
        qr: { type: '03', series: 'B', igv: 0, buyerDocument: '7' },
      });
    const [mexico, colombia] = read;
    expect({ ...mexico, total: 0 }).toEqual({ ...colombia, total: 0 });
  });

  it("'taxed': the same boleta for both, 18 % IGV as a sale in Peru, no export legend", async () => {
    settingIs('taxed');
    const read = await Promise.all(FAMILIES.map(async (family) => readBack(await buy(family))));
    for (const receipt of read) {
      expect(receipt).toMatchObject({
        title: 'BOLETA DE VENTA ELECTRÓNICA',
        operation: 'abroad, taxed',
        legend: false,
        taxLine: 'IGV 18 %',
        qr: { type: '03', series: 'B', buyerDocument: '7' },
      });
      expect(receipt.qr.igv).toBeCloseTo(receipt.total - Math.round((receipt.total / 1.18) * 100) / 100, 2);
    }
    const [mexico, colombia] = read;
    expect({ ...mexico, total: 0, qr: { ...mexico.qr, igv: 0 } }).toEqual({
      ...colombia,
      total: 0,
      qr: { ...colombia.qr, igv: 0 },
    });
  });
});

describe('a family in Peru is never under the foreign-sales rule', () => {
  it('a boleta with IGV whatever the setting', async () => {
    settingIs('export');
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: YOUTUBER, childId: 501 });
    const record = db.invoice.findFirst({ where: { id: { equals: invoiceId } } });
    if (!record) throw new Error('no invoice');
    markPaid(record, 'card', 'ref-pe');
    const download = await caller.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'receipt' });
    if (download.kind !== 'electronic') throw new Error('no receipt');
    expect(await readBack(download.document)).toMatchObject({ operation: 'in Peru', taxLine: 'IGV 18 %' });
  });
});
