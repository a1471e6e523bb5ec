/**
 * An invoice's content kept on its light page (decision 067): what is kept is what React writes
 * for that view; another view (a new answer or payment) is another block; with steps to fill in
 * or an error to show, the content is written on every view and nothing is kept.
 */
import { createElement, type ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { InvoiceContent } from '~/components/checkout/invoice-content';
import type { RenderOnce } from '~/lib/markup-once';
import type { InvoiceView } from '@server/checkout/views';
import { countingMarkupCache } from '../support/counting-markup-cache';
import { renderLightPage } from '../support/light-page-render';

type Props = ComponentProps<typeof InvoiceContent>;

function paidInvoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 88102,
    number: 'F001-00088102',
    statusLabel: 'pagado',
    payable: false,
    child: { id: 7, firstName: 'Sofía' },
    items: [{ name: 'Curso de Videojuegos con Roblox', detail: '3 meses · 16 sesiones', amount: 'S/ 639' }],
    subtotal: 'S/ 639',
    discount: null,
    total: 'S/ 639',
    currency: 'PEN',
    code: null,
    referral: null,
    methods: [],
    localPayment: null,
    result: null,
    createdAt: '1 de octubre de 2025, 10:34 AM',
    receiptAvailable: true,
    payAgainHref: null,
    ...overrides,
  };
}

const lightPage = (props: Props, renderOnce: RenderOnce | null) =>
  renderLightPage(createElement(InvoiceContent, props), renderOnce);

const paid: Props = { invoice: paidInvoice(), markupKey: 'v1', error: null, steps: null };

describe('an invoice’s content on its light page', () => {
  it('is the markup React writes, rendered once for the same view', () => {
    const { renderOnce, rendered } = countingMarkupCache();
    const kept = lightPage(paid, renderOnce);
    expect(kept).toBe(lightPage(paid, null));
    expect(kept).toContain('F001-00088102');
    expect(kept).toContain('/dashboard/compras/88102/recibo.pdf');
    expect(lightPage(paid, renderOnce)).toBe(kept);
    expect(rendered).toEqual(['v1 invoice']);
  });

  it('another view (a new answer or payment) is its own block, never what was kept for the first', () => {
    const { renderOnce, rendered } = countingMarkupCache();
    lightPage(paid, renderOnce);
    const expired: Props = {
      ...paid,
      markupKey: 'v2',
      invoice: paidInvoice({ statusLabel: 'vencido', receiptAvailable: false, payAgainHref: '/pagar?x=1' }),
    };
    const html = lightPage(expired, renderOnce);
    expect(html).toBe(lightPage(expired, null));
    expect(html).toContain('vencido');
    expect(html).toContain('Intentar de nuevo');
    expect(html).not.toContain('recibo.pdf');
    expect(rendered).toEqual(['v1 invoice', 'v2 invoice']);
  });

  it.each<[string, Partial<Props>, string]>([
    ['a payment error', { error: 'No pudimos iniciar el pago.' }, 'No pudimos iniciar el pago.'],
    ['steps to fill in', { steps: createElement('form', { id: 'discount-code' }) }, 'id="discount-code"'],
  ])('with %s it is written on every view and nothing is kept', (_name, overrides, shown) => {
    const { renderOnce, rendered } = countingMarkupCache();
    lightPage(paid, renderOnce);
    const props = { ...paid, ...overrides };
    const html = lightPage(props, renderOnce);
    expect(html).toContain(shown);
    expect(html).toContain('F001-00088102');
    // The kept block of the same view is not used for it, and no block is kept for it.
    expect(rendered).toEqual(['v1 invoice']);
    expect(lightPage(paid, renderOnce)).not.toContain(shown);
  });
});
