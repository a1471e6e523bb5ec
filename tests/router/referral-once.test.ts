/**
 * An invitation is one family's benefit on one purchase (issue 50, point 2; decision 070): applied
 * to one open invoice, it is reserved there (upstream, under our lock per family), and a second
 * invoice is refused with the first one's number until that one is withdrawn, expires or is
 * denied. An invitation and a discount code never stack, and an invitation discounts only
 * invoices in the currency of the family that shares it.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { REFERRAL_REFUSED, referralReserved } from '../../kernel/texts/referral';
import { CODE_REFUSED } from '../../kernel/texts/checkout';
import { transactionToken } from './payment-support';
import { accountCaller, MINECRAFT_IN_PATH, refusal, ROBLOX_COURSE, WEB_PATH } from './invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

/** A new family (an alias: its own id, copies of the base parent's children, nothing paid), two open invoices. */
async function newFamily(tag: string, base = 'padre') {
  const { caller } = await accountCaller(`${base}+${tag}@example.com`);
  const [child] = await caller.parents.children();
  if (!child) throw new Error('the alias has no child');
  const open = async (ref: Parameters<typeof caller.invoices.create>[0]['ref']) => {
    const { invoiceId } = await caller.invoices.create({ ref, childId: child.id });
    const view = await caller.invoices.byId({ invoiceId });
    return { invoiceId, number: view.number };
  };
  return { caller, open };
}

const setStatus = (invoiceId: number, status: 'void' | 'expired') =>
  db.invoice.update({ where: { id: { equals: invoiceId } }, data: { status } });

describe('one invitation per family', () => {
  it('CARLOS-ROBLOX on a second open invoice is refused with the number of the first', async () => {
    const { caller, open } = await newFamily('once-two');
    const first = await open(ROBLOX_COURSE);
    const second = await open(MINECRAFT_IN_PATH);
    const applied = await caller.referral.applyToInvoice({
      invoiceId: first.invoiceId,
      code: 'CARLOS-ROBLOX',
    });
    expect(applied.referral).toMatchObject({ code: 'CARLOS-ROBLOX' });
    const outcome = await refusal(
      caller.referral.applyToInvoice({ invoiceId: second.invoiceId, code: 'CARLOS-ROBLOX' }),
    );
    expect(outcome).toEqual({
      kind: 'referral-refused',
      reason: 'reserved',
      message: referralReserved(first.number),
    });
    expect(outcome).toMatchObject({
      message: expect.stringContaining(`Tu invitación ya está aplicada al pedido ${first.number}`),
    });
    expect((await caller.invoices.byId({ invoiceId: second.invoiceId })).referral).toBeNull();
  });

  it('two invoices at once (two tabs): one gets the invitation, the other is refused', async () => {
    const { caller, open } = await newFamily('once-race');
    const [a, b] = [await open(ROBLOX_COURSE), await open(MINECRAFT_IN_PATH)];
    const results = await Promise.allSettled([
      caller.referral.applyToInvoice({ invoiceId: a.invoiceId, code: 'CARLOS-ROBLOX' }),
      caller.referral.applyToInvoice({ invoiceId: b.invoiceId, code: 'CARLOS-ROBLOX' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const withReferral = await Promise.all(
      [a, b].map(async ({ invoiceId }) => (await caller.invoices.byId({ invoiceId })).referral !== null),
    );
    expect(withReferral.filter(Boolean)).toHaveLength(1);
  });

  it.each(['void', 'expired'] as const)('released when the first invoice is %s', async (status) => {
    const { caller, open } = await newFamily(`once-${status}`);
    const first = await open(ROBLOX_COURSE);
    const second = await open(MINECRAFT_IN_PATH);
    await caller.referral.applyToInvoice({ invoiceId: first.invoiceId, code: 'CARLOS-ROBLOX' });
    setStatus(first.invoiceId, status);
    const applied = await caller.referral.applyToInvoice({
      invoiceId: second.invoiceId,
      code: 'CARLOS-ROBLOX',
    });
    expect(applied.referral).toMatchObject({ code: 'CARLOS-ROBLOX' });
  });

  it('released when the payment of the first invoice is denied', async () => {
    const { caller, open } = await newFamily('once-denied');
    const first = await open(ROBLOX_COURSE);
    const second = await open(MINECRAFT_IN_PATH);
    await caller.referral.applyToInvoice({ invoiceId: first.invoiceId, code: 'CARLOS-ROBLOX' });
    const card = await caller.cardProvider.offer({ sale: invoiceSale(first.invoiceId) });
    const denied = await caller.cardProvider.authorize({
      sale: invoiceSale(first.invoiceId),
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, '4000000000000002'),
    });
    expect(denied).toMatchObject({ status: 'denied' });
    const applied = await caller.referral.applyToInvoice({
      invoiceId: second.invoiceId,
      code: 'CARLOS-ROBLOX',
    });
    expect(applied.referral).toMatchObject({ code: 'CARLOS-ROBLOX' });
  });

  it('once the first invoice is paid, the family has bought: not_first_invoice', async () => {
    const { caller, open } = await newFamily('once-paid');
    const first = await open(ROBLOX_COURSE);
    const second = await open(MINECRAFT_IN_PATH);
    await caller.referral.applyToInvoice({ invoiceId: first.invoiceId, code: 'CARLOS-ROBLOX' });
    const card = await caller.cardProvider.offer({ sale: invoiceSale(first.invoiceId) });
    await caller.cardProvider.authorize({
      sale: invoiceSale(first.invoiceId),
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, '4919148107859067'),
    });
    expect(
      await refusal(caller.referral.applyToInvoice({ invoiceId: second.invoiceId, code: 'CARLOS-ROBLOX' })),
    ).toMatchObject({ reason: 'not_first_invoice' });
  });
});

describe('an invitation and a discount code do not stack', () => {
  it('a code on an invoice with an invitation is refused; the total keeps the invitation alone', async () => {
    const { caller, open } = await newFamily('stack-code');
    const { invoiceId } = await open(ROBLOX_COURSE);
    await caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' });
    expect(await refusal(caller.invoices.applyCode({ invoiceId, code: 'BIENVENIDA10' }))).toEqual({
      kind: 'code-refused',
      reason: 'not_combinable',
      message: CODE_REFUSED.not_combinable,
    });
    expect(await caller.invoices.byId({ invoiceId })).toMatchObject({
      subtotal: 'S/ 549',
      discount: null,
      total: 'S/ 466.65',
    });
  });

  it('an invitation on an invoice with a code is refused; removing the code lets it in', async () => {
    const { caller, open } = await newFamily('stack-referral');
    const { invoiceId } = await open(ROBLOX_COURSE);
    await caller.invoices.applyCode({ invoiceId, code: 'BIENVENIDA10' });
    expect(await refusal(caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' }))).toEqual({
      kind: 'referral-refused',
      reason: 'not_combinable',
      message: REFERRAL_REFUSED.not_combinable,
    });
    expect((await caller.invoices.byId({ invoiceId })).total).toBe('S/ 494.10');
    await caller.invoices.removeCode({ invoiceId });
    const applied = await caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' });
    expect(applied).toMatchObject({ discount: null, total: 'S/ 466.65' });
  });
});

describe('an invitation discounts only the currency of the family that shares it', () => {
  it("a dollar family's code on a soles invoice is refused", async () => {
    const { caller, open } = await newFamily('currency-pen');
    const { invoiceId } = await open(ROBLOX_COURSE);
    expect(await refusal(caller.referral.applyToInvoice({ invoiceId, code: 'MARIANA-APPS' }))).toEqual({
      kind: 'referral-refused',
      reason: 'other_currency',
      message: REFERRAL_REFUSED.other_currency,
    });
    expect((await caller.invoices.byId({ invoiceId })).total).toBe('S/ 549');
  });

  it("a soles family's code on a dollar invoice is refused; a dollar family's code applies", async () => {
    const { caller, open } = await newFamily('currency-usd', 'mama.mx');
    const { invoiceId } = await open(WEB_PATH);
    expect(await refusal(caller.referral.applyToInvoice({ invoiceId, code: 'CARLOS-ROBLOX' }))).toMatchObject(
      {
        reason: 'other_currency',
      },
    );
    const applied = await caller.referral.applyToInvoice({ invoiceId, code: 'MARIANA-APPS' });
    expect(applied).toMatchObject({ subtotal: '$515 USD', total: '$437.75 USD' });
  });
});
