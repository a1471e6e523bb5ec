import { describe, expect, it } from 'vitest';
import { buyLinks, canBuy, courseBuyMessage, pathBuyMessage } from '../../server/parents/buy-links';
import type { CourseStatus } from '../../server/upstream/schemas/parents';
import { enrolment } from './parents-builders';

const CHAT = '51987654321';

function message(href: string): string {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${CHAT}`);
  return url.searchParams.get('text') ?? '';
}

describe('canBuy (spec §4: blocked or remaining, without an invoice)', () => {
  it.each([
    ['blocked', null, true],
    ['remaining', null, true],
    ['blocked', 12, false],
    ['remaining', 12, false],
    ['has_not_started', null, false],
    ['in_progress', null, false],
    ['has_ended', null, false],
  ] as [CourseStatus, number | null, boolean][])('%s with invoice %s → %s', (status, invoice, expected) => {
    expect(canBuy({ status, invoice })).toBe(expected);
  });
});

describe('buy messages', () => {
  const path = { name: 'Ruta Creadores', level: 1, price_pen: 1710, price_usd: 489 };
  const roblox = { name: 'Roblox', price_pen: 450, price_usd: 129 };

  it('name the child, the course or path, and its own price in the parent currency', () => {
    expect(
      courseBuyMessage(roblox, { chatNumber: CHAT, countryCode: 'PE', childName: 'Lucía Quispe', path }),
    ).toBe(
      'Hola, quiero comprar el curso Roblox de la Ruta Creadores para Lucía Quispe. Precio: S/ 450.',
    );
    expect(
      pathBuyMessage(path, { chatNumber: CHAT, countryCode: 'CO', childName: 'Lucía Quispe', path }),
    ).toBe('Hola, quiero comprar la ruta completa Ruta Creadores para Lucía Quispe. Precio: $489 USD.');
  });

  it('a product whose price the API does not state asks for it instead of quoting one', () => {
    const unknown = { name: 'Ruta Nueva', level: 9 };
    const context = { chatNumber: CHAT, countryCode: 'PE', childName: 'Lucía', path: unknown };
    expect(courseBuyMessage({ name: 'Roblox' }, context)).toBe(
      'Hola, quiero comprar el curso Roblox de la Ruta Nueva para Lucía. ¿Me pueden indicar el precio?',
    );
    expect(pathBuyMessage(unknown, context)).toBe(
      'Hola, quiero comprar la ruta completa Ruta Nueva para Lucía. ¿Me pueden indicar el precio?',
    );
  });
});

describe('buyLinks', () => {
  const context = {
    chatNumber: CHAT,
    countryCode: 'PE',
    childName: 'Lucía',
    path: { name: 'Ruta 2', level: 2, price_pen: 1710, price_usd: 489 },
  };

  it('a blocked path course without invoice gets both buttons as chat links', () => {
    const links = buyLinks(
      enrolment({
        status: 'blocked',
        invoice: null,
        course: { name: 'Python', price_pen: 639, price_usd: 185 },
      }),
      context,
    );
    expect(links?.course.label).toBe('Comprar curso');
    expect(links?.fullPath?.label).toBe('Comprar ruta completa');
    expect(message(links?.course.href ?? '')).toContain('Python');
    expect(message(links?.course.href ?? '')).toContain('S/ 639');
    expect(message(links?.fullPath?.href ?? '')).toContain('S/ 1,710');
  });

  it('a purchased (invoiced) blocked course gets none', () => {
    expect(buyLinks(enrolment({ status: 'blocked', invoice: 3 }), context)).toBeNull();
  });

  it('an individual course gets only Comprar curso; without a stated price it asks for it', () => {
    const links = buyLinks(enrolment({ status: 'remaining', invoice: null, course: { name: 'Scratch' } }), {
      ...context,
      path: null,
    });
    expect(links?.fullPath).toBeNull();
    expect(message(links?.course.href ?? '')).toBe(
      'Hola, quiero comprar el curso Scratch para Lucía. ¿Me pueden indicar el precio?',
    );
  });
});
