import { describe, expect, it } from 'vitest';
import { buyLinks, canBuy, courseBuyMessage, pathBuyMessage } from '../../server/parents/buy-links';
import { pathPrices } from '../../server/catalogue/path-prices';
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

describe('pathPrices (spec §9 table)', () => {
  it.each([
    [1, 'S/ 450', 'S/ 1,710', '$129 USD', '$489 USD'],
    [2, 'S/ 639', 'S/ 1,710', '$185 USD', '$489 USD'],
    [3, 'S/ 450', 'S/ 1,805', '$129 USD', '$515 USD'],
    [4, 'S/ 639', 'S/ 1,805', '$185 USD', '$515 USD'],
  ])(
    'path %d: course %s / full %s in Peru; %s / %s elsewhere',
    (level, coursePen, fullPen, courseUsd, fullUsd) => {
      const pen = pathPrices(level, 'PE');
      const usd = pathPrices(level, 'MX');
      expect(pen?.course).toMatchObject({ currency: 'PEN', text: coursePen });
      expect(pen?.fullPath).toMatchObject({ currency: 'PEN', text: fullPen });
      expect(usd?.course).toMatchObject({ currency: 'USD', text: courseUsd });
      expect(usd?.fullPath).toMatchObject({ currency: 'USD', text: fullUsd });
    },
  );

  it('keeps the months the table gives', () => {
    expect(pathPrices(1, 'PE')?.course.months).toBe(2);
    expect(pathPrices(1, 'PE')?.fullPath.months).toBe(9);
    expect(pathPrices(2, 'PE')?.fullPath.months).toBeNull();
    expect(pathPrices(4, 'US')?.fullPath.months).toBe(9.5);
  });

  it('lower-case country codes still mean Peru', () => {
    expect(pathPrices(1, 'pe')?.course.currency).toBe('PEN');
  });

  it.each([0, 5, -1, 1.5])('level %d has no price', (level) => {
    expect(pathPrices(level, 'PE')).toBeNull();
  });
});

describe('buy messages', () => {
  const path = { name: 'Ruta Creadores', level: 1 };

  it('name the child, the course or path, and the price in the parent currency', () => {
    expect(
      courseBuyMessage('Roblox', { chatNumber: CHAT, countryCode: 'PE', childName: 'Lucía Quispe', path }),
    ).toBe(
      'Hola, quiero comprar el curso Roblox de la ruta Ruta Creadores para Lucía Quispe. Precio: S/ 450.',
    );
    expect(
      pathBuyMessage(path, { chatNumber: CHAT, countryCode: 'CO', childName: 'Lucía Quispe', path }),
    ).toBe('Hola, quiero comprar la ruta completa Ruta Creadores para Lucía Quispe. Precio: $489 USD.');
  });

  it('an unknown level asks for the price instead of quoting one', () => {
    const unknown = { name: 'Ruta Nueva', level: 9 };
    const context = { chatNumber: CHAT, countryCode: 'PE', childName: 'Lucía', path: unknown };
    expect(courseBuyMessage('Roblox', context)).toBe(
      'Hola, quiero comprar el curso Roblox de la ruta Ruta Nueva para Lucía. ¿Me pueden indicar el precio?',
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
    path: { name: 'Ruta 2', level: 2 },
  };

  it('a blocked path course without invoice gets both buttons as chat links', () => {
    const links = buyLinks(
      enrolment({ status: 'blocked', invoice: null, course: { name: 'Python' } }),
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

  it('an individual course gets only Comprar curso, asking for the price', () => {
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
