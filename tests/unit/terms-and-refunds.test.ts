/**
 * Issue 75 point 7: the terms and conditions said a refund was only for a course Kodea did not
 * start, while the refund page offered any family a full refund until 48 hours before its first
 * class. Both now state the one rule the API applies.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TermsPage from '../../app/routes/terminos-y-condiciones/route';
import { REFUND_TERMS } from '../../kernel/texts/refunds';
import { refundOffer } from '../../mocks/refunds/refund';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the terms and conditions and the refund page', () => {
  const terms = text(renderToStaticMarkup(h(TermsPage)));

  it('state the refund rule the API applies, word for word', () => {
    expect(refundOffer(null).policy).toBe(REFUND_TERMS);
    expect(terms).toContain(REFUND_TERMS);
    expect(terms).toContain('hasta 48 horas antes de su primera clase');
  });

  it('name every way to pay and the electronic receipt of each payment', () => {
    for (const way of ['tarjeta de crédito o débito', 'Yape', 'Plin', 'en efectivo o por transferencia'])
      expect(terms).toContain(way);
    expect(terms).toContain('emitimos una boleta o factura electrónica');
  });
});
