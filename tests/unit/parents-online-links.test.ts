/**
 * 'Pagar en línea' beside the parents' zone's chat buy links (issue 16): one per chat link, to
 * `/pagar` with the product and the child, only when the upstream names the slugs it needs.
 */
import { describe, expect, it } from 'vitest';
import { buyLinks } from '../../server/parents/buy-links';
import { enrolment, STUDENT } from './parents-builders';

const base = { chatNumber: '51987654321', countryCode: 'PE', childName: 'Lucía' };
const path = { name: 'Ruta Creadores', level: 2, slug: 'ruta-creadores-de-videojuegos' };
const buyable = (slug?: string) =>
  enrolment({ status: 'blocked', invoice: null, course: { name: 'Minecraft', ...(slug ? { slug } : {}) } });

describe('online buy links', () => {
  it('a course of a path: the next course and the full path, for the child', () => {
    const links = buyLinks(buyable('curso-minecraft'), { ...base, path });
    expect(links?.online.course).toEqual({
      label: 'Pagar en línea',
      hint: 'el curso Minecraft',
      href: `/pagar?ruta=ruta-creadores-de-videojuegos&curso=curso-minecraft&hijo=${STUDENT.id}`,
    });
    expect(links?.online.fullPath).toEqual({
      label: 'Pagar en línea',
      hint: 'la ruta completa Ruta Creadores',
      href: `/pagar?ruta=ruta-creadores-de-videojuegos&hijo=${STUDENT.id}`,
    });
    // The chat links are untouched.
    expect(links?.course.href).toMatch(/^https:\/\/wa\.me\//);
    expect(links?.fullPath?.href).toMatch(/^https:\/\/wa\.me\//);
  });

  it('an individual course: only the course', () => {
    const links = buyLinks(buyable('curso-scratch'), { ...base, path: null });
    expect(links?.online.course?.href).toBe(`/pagar?curso=curso-scratch&hijo=${STUDENT.id}`);
    expect(links?.online.fullPath).toBeNull();
  });

  it('no slugs: chat only', () => {
    expect(buyLinks(buyable(), { ...base, path })?.online).toEqual({
      course: null,
      fullPath: {
        label: 'Pagar en línea',
        hint: 'la ruta completa Ruta Creadores',
        href: `/pagar?ruta=ruta-creadores-de-videojuegos&hijo=${STUDENT.id}`,
      },
    });
    expect(buyLinks(buyable('curso-minecraft'), { ...base, path: { name: 'R', level: 2 } })?.online).toEqual({
      course: null,
      fullPath: null,
    });
    expect(buyLinks(buyable(), { ...base, path: null })?.online).toEqual({ course: null, fullPath: null });
  });

  it('a bought course has no links at all', () => {
    expect(buyLinks(enrolment({ status: 'blocked', invoice: 3 }), { ...base, path })).toBeNull();
  });
});
