/** The link rule of decision 023, value by value, and how each kind of field refuses a hostile one. */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { entryListSchema } from '../../server/upstream/schemas/content';
import { CourseEntrySchema } from '../../server/upstream/schemas/content';
import { LearningPathEntrySchema } from '../../server/upstream/schemas/catalogue-content';
import {
  isSafeUrl,
  optionalSafeUrl,
  orNullIfUnsafe,
  SafeUrlSchema,
  withoutUnsafeItems,
} from '../../server/upstream/schemas/safe-url';
import { BlogPostEntrySchema } from '../../server/upstream/schemas/site';
import { logger } from '../../server/log/logger';

const OWN = { ownOrigins: ['http://localhost:3000'] };

describe('isSafeUrl', () => {
  it.each([
    '/',
    '/media/certificados/6101-animacion-con-scratch.pdf',
    '/cursos?edad=8_to_11#grupos',
    'https://zoom.us/j/84512345678?pwd=a29kZWEtZGllZ28',
    'HTTPS://aula.kodea.pe/salas/1',
    'https://kodea.pe/%2F%2Fevil',
  ])('accepts %j', (value) => {
    expect(isSafeUrl(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['javascript: after a tab', '\tjavascript:alert(1)'],
    ['javascript: split by a newline', 'java\nscript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['mailto:', 'mailto:x@example.com'],
    ['http: to another host', 'http://evil.example/'],
    ['http: to this machine but not the site', 'http://localhost:3000/x'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash protocol-relative', '/\\evil.example/x'],
    ['a tab inside the slashes', '/\t/evil.example/x'],
    ['a newline inside the slashes', '/\n/evil.example/x'],
    ['https without slashes', 'https:evil.example'],
    ['https without host', 'https://'],
    ['a trailing space', '/x '],
    ['a relative path', 'media/x.pdf'],
    ['a NUL', '/x\u0000'],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_label, value) => {
    expect(isSafeUrl(value)).toBe(false);
  });

  it("plain http only to this site's own origin, compared exactly", () => {
    expect(isSafeUrl('http://localhost:3000/__zona-estudiantes/ingresar?token=x', OWN)).toBe(true);
    expect(isSafeUrl('http://localhost:3001/x', OWN)).toBe(false);
    expect(isSafeUrl('http://localhost:3000@evil.example/x', OWN)).toBe(false);
    expect(isSafeUrl('http://127.0.0.1:3000/x', OWN)).toBe(false);
    expect(isSafeUrl('http://localhost.evil.example:3000/x', OWN)).toBe(false);
  });
});

describe('the three ways a field refuses an unsafe link', () => {
  it('a required link fails its object', () => {
    expect(z.object({ url: SafeUrlSchema }).safeParse({ url: 'javascript:x' }).success).toBe(false);
  });

  it('an optional link becomes null with one log line, without the value', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const schema = z.object({ link: optionalSafeUrl('zoom_url') });
    expect(schema.parse({ link: 'javascript:alert(1)' })).toEqual({ link: null });
    expect(schema.parse({ link: 'https://zoom.us/j/1' })).toEqual({ link: 'https://zoom.us/j/1' });
    expect(schema.parse({ link: null })).toEqual({ link: null });
    expect(schema.parse({ link: '' })).toEqual({ link: null });
    expect(schema.parse({})).toEqual({ link: null });
    expect(warn.mock.calls).toEqual([['[upstream] unsafe link left out (zoom_url, scheme javascript:)']]);
    // Another mistake than the link is still a mistake.
    expect(schema.safeParse({ link: 42 }).success).toBe(false);
  });

  it('an optional object with an unsafe link inside becomes null; other mistakes still fail', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const schema = orNullIfUnsafe(z.object({ title: z.string(), file: SafeUrlSchema }), 'certificate');
    expect(schema.parse({ title: 'C', file: 'data:application/pdf;base64,AA' })).toBeNull();
    expect(schema.parse({ title: 'C', file: '/media/c.pdf' })).toEqual({ title: 'C', file: '/media/c.pdf' });
    expect(schema.safeParse({ file: '/media/c.pdf' }).success).toBe(false);
    expect(schema.safeParse({ title: 3, file: 'javascript:x' }).success).toBe(false);
  });

  it('a list leaves out the items with an unsafe link; other mistakes still fail it', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const schema = withoutUnsafeItems(z.object({ id: z.number(), image: SafeUrlSchema }), 'card');
    expect(
      schema.parse([
        { id: 1, image: '/a.svg' },
        { id: 2, image: 'http://evil.example/b.svg' },
        { id: 3, image: 'https://cdn.kodea.pe/c.svg' },
      ]),
    ).toEqual([
      { id: 1, image: '/a.svg' },
      { id: 3, image: 'https://cdn.kodea.pe/c.svg' },
    ]);
    expect(warn.mock.calls).toEqual([['[upstream] unsafe link left out (card, scheme http:)']]);
    expect(schema.safeParse([{ id: 'x', image: '/a.svg' }]).success).toBe(false);
  });
});

describe('content entries with hostile links', () => {
  const course = {
    sys: { id: 'crs-1' },
    fields: {
      name: 'Roblox',
      slug: 'curso-de-videojuegos-con-roblox',
      ageRange: { fields: { name: '8_to_11' } },
      mainImage: { url: 'javascript:alert(1)', title: 'x' },
      backgroundimage: { url: '/images/fondo.svg' },
    },
  };

  it("a course's hostile picture is left out, the course stays", () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const parsed = CourseEntrySchema.parse(course);
    expect(parsed.fields.mainImage).toBeNull();
    expect(parsed.fields.backgroundimage).toEqual({ url: '/images/fondo.svg' });
  });

  it('a learning path whose payment link is hostile is left out of the list; a hostile plan only loses the plan', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const links = { PEN: 'https://pagos.kodea.pe/pen', USD: 'https://pagos.kodea.pe/usd' };
    const path = (id: string, overrides: object) => ({
      sys: { id },
      fields: {
        name: `Ruta ${id}`,
        slug: `ruta-${id}`,
        level: 1,
        ageRange: { fields: { name: '5_to_7' } },
        durationMonths: 9,
        frequencyPerWeek: 2,
        pricePen: 1710,
        priceUsd: 489,
        courses: [{ sys: { id: 'crs-1' }, fields: { name: 'A', slug: 'a' } }],
        paymentLinks: { firstCourse: links, fullPath: links },
        ...overrides,
      },
    });
    const list = entryListSchema(LearningPathEntrySchema).parse({
      total: 3,
      items: [
        path('a', {}),
        path('b', {
          paymentLinks: { firstCourse: { ...links, PEN: 'javascript:alert(1)' }, fullPath: links },
        }),
        path('c', { curriculum: { url: 'data:application/pdf;base64,AA' } }),
      ],
    });
    expect(list.items.map((item) => item.sys.id)).toEqual(['a', 'c']);
    expect(list.items[1].fields.curriculum).toBeNull();
  });

  it("a blog post's hostile link is dropped, the post stays", () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const post = BlogPostEntrySchema.parse({
      sys: { id: 'p' },
      fields: {
        title: 'Post',
        heroImage: { url: '/images/blog/p.svg', width: 10, height: 10 },
        publishDate: '2026-11-01',
        url: 'javascript:alert(1)',
      },
    });
    expect(post.fields.url).toBeNull();
    expect(post.fields.title).toBe('Post');
  });
});
