/**
 * How a parents' zone card sells a course still to buy (spec §4, issue 53): one priced pay button
 * per product, 'this course' and 'the whole path' apart inside a path, and one chat link whose
 * message quotes the same prices.
 */
import { describe, expect, it } from 'vitest';
import { payHref, type Quote } from '../../server/invoice-checkout/product-ref';
import type { ProductRef } from '../../server/invoice-checkout/views';
import { buyLinks, canBuy, quoteBook } from '../../server/parents/buy-links';
import type { CourseStatus } from '../../server/upstream/schemas/parents';
import { enrolment, STUDENT } from './parents-builders';

const CHAT = '51987654321';
const PATH = { name: 'Ruta Creadores', slug: 'ruta-creadores-de-videojuegos' };

function message(href: string): string {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${CHAT}`);
  return url.searchParams.get('text') ?? '';
}

const quoteOf = (ref: ProductRef, amount: number, currency: 'PEN' | 'USD' = 'PEN', paid = false): Quote => ({
  ref,
  href: payHref(ref),
  price: { amount, currency },
  paid,
});

const inPath: ProductRef = { type: 'path-course', path: PATH.slug, course: 'curso-minecraft' };
const wholePath: ProductRef = { type: 'path', path: PATH.slug };
const alone: ProductRef = { type: 'course', course: 'curso-scratch' };
const buyable = (slug?: string, name = 'Minecraft') =>
  enrolment({ status: 'blocked', invoice: null, course: { name, ...(slug ? { slug } : {}) } });
const context = (quotes: Quote[], path: { name: string; slug?: string } | null = PATH) => ({
  chatNumber: CHAT,
  childName: 'Lucía Quispe',
  path,
  quotes: quoteBook(quotes),
});

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

describe('a course of a path', () => {
  it("offers 'this course' and 'the whole path' once each, priced, for the child; one chat names both", () => {
    const buy = buyLinks(
      buyable('curso-minecraft'),
      context([quoteOf(inPath, 490), quoteOf(wholePath, 1710)]),
    );
    expect(buy?.course).toEqual({
      label: 'Pagar este curso · S/ 490',
      hint: 'el curso Minecraft',
      href: `/pagar?ruta=${PATH.slug}&curso=curso-minecraft&hijo=${STUDENT.id}`,
    });
    expect(buy?.path).toEqual({
      label: 'Pagar la ruta completa · S/ 1,710',
      hint: 'la ruta completa Ruta Creadores',
      href: `/pagar?ruta=${PATH.slug}&hijo=${STUDENT.id}`,
    });
    expect(buy?.chat.label).toBe('Prefiero comprar por WhatsApp');
    expect(message(buy?.chat.href ?? '')).toBe(
      'Hola, quiero comprar el curso Minecraft de la Ruta Creadores (S/ 490) o la ruta completa (S/ 1,710) para Lucía Quispe.',
    );
  });

  it('abroad, in dollars as the one formatter writes them', () => {
    const buy = buyLinks(
      buyable('curso-minecraft'),
      context([quoteOf(inPath, 139, 'USD'), quoteOf(wholePath, 489, 'USD')]),
    );
    expect(buy?.course?.label).toBe('Pagar este curso · $139 USD');
    expect(buy?.path?.label).toBe('Pagar la ruta completa · $489 USD');
  });

  it('without the slugs it needs, nothing to pay online: the chat asks the price', () => {
    const buy = buyLinks(buyable(), context([quoteOf(wholePath, 1710)]));
    expect(buy?.course).toBeNull();
    expect(buy?.path?.label).toBe('Pagar la ruta completa · S/ 1,710');
    expect(message(buy?.chat.href ?? '')).toBe(
      'Hola, quiero comprar el curso Minecraft de la Ruta Creadores o la ruta completa para Lucía Quispe. ¿Me pueden indicar el precio?',
    );
  });

  it('a product the family already has offers no pay action', () => {
    const buy = buyLinks(
      buyable('curso-minecraft'),
      context([quoteOf(inPath, 490), quoteOf(wholePath, 1710, 'PEN', true)]),
    );
    expect(buy?.path).toBeNull();
    expect(buy?.course?.label).toBe('Pagar este curso · S/ 490');
  });
});

describe('an individual course', () => {
  it("one 'Pagar en línea' with its price and the chat", () => {
    const buy = buyLinks(buyable('curso-scratch', 'Scratch'), context([quoteOf(alone, 549)], null));
    expect(buy).toEqual({
      course: {
        label: 'Pagar en línea · S/ 549',
        hint: 'el curso Scratch',
        href: `/pagar?curso=curso-scratch&hijo=${STUDENT.id}`,
      },
      path: null,
      chat: expect.objectContaining({ label: 'Prefiero comprar por WhatsApp' }),
    });
    expect(message(buy?.chat.href ?? '')).toBe(
      'Hola, quiero comprar el curso Scratch para Lucía Quispe. Precio: S/ 549.',
    );
  });

  it('a bought (invoiced) course offers nothing', () => {
    expect(buyLinks(enrolment({ status: 'blocked', invoice: 3 }), context([], null))).toBeNull();
  });
});
