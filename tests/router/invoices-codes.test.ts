/**
 * 'Código de descuento': coupons (soles) and promotion codes (dollars), each refusal with its own
 * Spanish message, the coupon service down, and a card-brand promotion on its brand's condition.
 */
import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { CODE_REFUSED } from '../../kernel/texts/checkout';
import {
  accountCaller,
  EMILIANO,
  GAMES_PATH,
  MINECRAFT_IN_PATH,
  refusal,
  SOFIA,
  WEB_PATH,
} from './invoices-support';

async function solesInvoice(ref: typeof MINECRAFT_IN_PATH | typeof GAMES_PATH = MINECRAFT_IN_PATH) {
  const { caller } = await accountCaller();
  const { invoiceId } = await caller.invoices.create({ ref, childId: SOFIA });
  return { caller, invoiceId };
}

async function dollarInvoice(ref: { type: 'course'; course: string } | typeof WEB_PATH = WEB_PATH) {
  const { caller } = await accountCaller('mama.mx@example.com');
  const { invoiceId } = await caller.invoices.create({ ref, childId: EMILIANO });
  return { caller, invoiceId };
}

describe('coupons (soles)', () => {
  it('a valid coupon: the upstream recomputes the total, shown with the discount', async () => {
    const { caller, invoiceId } = await solesInvoice();
    const view = await caller.invoices.applyCode({ invoiceId, code: '  bienvenida10 ' });
    expect(view).toMatchObject({ subtotal: 'S/ 490', discount: '-S/ 49', total: 'S/ 441' });
    expect(view.code).toMatchObject({ code: 'BIENVENIDA10', brandCondition: null });
    expect((await caller.invoices.byId({ invoiceId })).total).toBe('S/ 441');
  });

  it.each([
    ['NOEXISTE', 'invalid'],
    ['WELCOME10', 'invalid'],
    ['VERANO2025', 'expired'],
    ['AGOTADO20', 'used'],
    ['AMIGOS15', 'used'],
    ['RUTA15', 'not_applicable'],
  ] as const)('%s → code-refused %s with its message, the total unchanged', async (code, reason) => {
    const { caller, invoiceId } = await solesInvoice();
    expect(await refusal(caller.invoices.applyCode({ invoiceId, code }))).toEqual({
      kind: 'code-refused',
      reason,
      message: CODE_REFUSED[reason],
    });
    expect((await caller.invoices.byId({ invoiceId })).total).toBe('S/ 490');
  });

  it('a path coupon applies to a whole path', async () => {
    const { caller, invoiceId } = await solesInvoice(GAMES_PATH);
    const view = await caller.invoices.applyCode({ invoiceId, code: 'RUTA15' });
    expect(view.discount).not.toBeNull();
  });

  it("'coupon-service-down' → code-refused unavailable", async () => {
    const { caller, invoiceId } = await solesInvoice();
    const outcome = await runWithScenario('coupon-service-down', () =>
      refusal(caller.invoices.applyCode({ invoiceId, code: 'BIENVENIDA10' })),
    );
    expect(outcome).toEqual({
      kind: 'code-refused',
      reason: 'unavailable',
      message: CODE_REFUSED.unavailable,
    });
  });
});

describe('promotion codes (dollars)', () => {
  it('a valid promotion code through the global provider', async () => {
    const { caller, invoiceId } = await dollarInvoice();
    const view = await caller.invoices.applyCode({ invoiceId, code: 'WELCOME10' });
    expect(view).toMatchObject({
      subtotal: '$515 USD',
      discount: '-$51.50 USD',
      total: '$463.50 USD',
    });
  });

  it.each([
    ['BIENVENIDA10', 'invalid'],
    ['SUMMER2025', 'expired'],
    ['SOLDOUT20', 'used'],
    ['FRIENDS15', 'used'],
  ] as const)('%s → code-refused %s', async (code, reason) => {
    const { caller, invoiceId } = await dollarInvoice();
    expect(await refusal(caller.invoices.applyCode({ invoiceId, code }))).toMatchObject({
      kind: 'code-refused',
      reason,
    });
  });

  it('PATH15 on a single course → not_applicable', async () => {
    const { caller, invoiceId } = await dollarInvoice({
      type: 'course',
      course: 'curso-de-python-para-jovenes',
    });
    expect(await refusal(caller.invoices.applyCode({ invoiceId, code: 'PATH15' }))).toMatchObject({
      reason: 'not_applicable',
    });
  });
});

describe('card-brand promotion', () => {
  it('the discount counts at once, on the condition of the brand (the card is checked at payment)', async () => {
    const { caller, invoiceId } = await solesInvoice();
    const applied = await caller.invoices.applyCode({ invoiceId, code: 'MASTERCARD20' });
    expect(applied).toMatchObject({ discount: '-S/ 98', total: 'S/ 392' });
    expect(applied.code).toMatchObject({ brandCondition: 'Solo pagando con Mastercard' });
  });

  it("'Quitar código' takes it off; an invoice without a code is answered as it is", async () => {
    const { caller, invoiceId } = await solesInvoice();
    await caller.invoices.applyCode({ invoiceId, code: 'MASTERCARD20' });
    expect(await caller.invoices.removeCode({ invoiceId })).toMatchObject({ code: null, total: 'S/ 490' });
    expect(await caller.invoices.removeCode({ invoiceId })).toMatchObject({ code: null, total: 'S/ 490' });
  });

  it('malformed inputs are refused by the schema', async () => {
    const { caller, invoiceId } = await solesInvoice();
    expect(await refusal(caller.invoices.applyCode({ invoiceId, code: '   ' }))).toEqual({
      kind: 'invalid-input',
    });
    expect(await refusal(caller.invoices.byId({ invoiceId: -1 }))).toEqual({ kind: 'invalid-input' });
  });
});
