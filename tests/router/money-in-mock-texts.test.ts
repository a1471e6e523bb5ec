/**
 * The simulated API's own texts (the cash code's steps, the e-mails of /__mocks/correos) write
 * money with kernel's one formatter and hours with kernel's one hour format (decision 080):
 * 'S/ 1,539', never 'S/ 1539.00'; a discount as '-S/ 171'; no 'p. m..' at a sentence's end; and a
 * duration as every page writes it ('9.5 meses', never '9,5 meses').
 */
import { describe, expect, it } from 'vitest';
import { renderHostedForm } from '../../mocks/card-provider/hosted-form';
import { db } from '../../mocks/db';
import { accountCaller, EMILIANO, GAMES_PATH, SOFIA, WEB_PATH } from './invoices-support';
import { NAMED_BOLETA } from './mock-invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

async function pathInvoiceWithCoupon() {
  const { caller } = await accountCaller();
  const { invoiceId } = await caller.invoices.create({ ref: GAMES_PATH, childId: SOFIA });
  const view = await caller.invoices.applyCode({ invoiceId, code: 'BIENVENIDA10' });
  expect(view).toMatchObject({ subtotal: 'S/ 1,710', discount: '-S/ 171', total: 'S/ 1,539' });
  // Above S/ 700 the boleta names its buyer before a code is made (issue 55).
  await caller.invoices.setReceiptBuyer({ invoiceId, buyer: NAMED_BOLETA });
  return { caller, invoiceId };
}

describe('money and hours in the simulated API texts', () => {
  it("the cash code's steps name the total as every page does, and end the deadline with one period", async () => {
    const { caller, invoiceId } = await pathInvoiceWithCoupon();
    const code = await caller.invoices.startLocalPayment({ invoiceId, method: 'agent' });
    const step = code.instructions.find((line) => line.startsWith('Paga '));
    expect(step).toMatch(/^Paga S\/ 1,539 en efectivo antes del .+, \d{1,2}:\d{2} [AP]M\.$/);
    expect(code.instructions.join('\n')).not.toMatch(/\d\.\d{2} |m\.\./);
  });

  it("the invoice e-mail's lines come from the same formatter, the discount with its minus first", async () => {
    const { caller, invoiceId } = await pathInvoiceWithCoupon();
    await caller.invoices.sendEmail({ sale: invoiceSale(invoiceId) });
    const [email] = db.outboxEmail.findMany({
      where: { invoiceId: { equals: invoiceId }, kind: { equals: 'invoice' } },
    });
    expect(email.text).toContain('Subtotal: S/ 1,710');
    expect(email.text).toContain('Descuento (BIENVENIDA10): -S/ 171');
    expect(email.text).toContain('Total: S/ 1,539');
    expect(email.text).toMatch(/: S\/ 1,710\n/);
  });

  it("an invoice item's duration is written as the path page writes it", async () => {
    const { caller } = await accountCaller('mama.mx@example.com');
    const { invoiceId } = await caller.invoices.create({ ref: WEB_PATH, childId: EMILIANO });
    const view = await caller.invoices.byId({ invoiceId });
    expect(view.items[0].detail).toMatch(/^9\.5 meses · \d+ cursos$/);
  });

  it("the card provider's hosted form names the amount as the invoice does", () => {
    const page = (amount: string, currency: string) =>
      renderHostedForm({
        sessionKey: 's',
        merchantId: 'm',
        purchaseNumber: '1',
        amount,
        currency,
        returnUrl: 'http://localhost/r',
        cancelUrl: 'http://localhost/c',
      });
    expect(page('1368', 'PEN')).toContain('<button type="submit">Pagar S/ 1,368</button>');
    expect(page('157.25', 'USD')).toContain('<p class="amount">$157.25 USD</p>');
  });
});
