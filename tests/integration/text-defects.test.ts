/**
 * The text defects issue 52 found (points 3 and 8), looked for in the HTML every page serves,
 * public and signed in: 'de el' for 'del', a period after 'p. m.', an hour, a duration or an
 * amount written other than kernel's one format (decision 080).
 */
import { describe, expect, it } from 'vitest';
import { coursePacks } from '../../fixtures/course-packs';
import { courses } from '../../fixtures/courses';
import { learningPathEntries } from '../../fixtures/learning-paths';
import { PUBLIC_PAGES } from '../support/public-pages';
import { newBrowser, type HttpClient } from './harness/http-client';
import { useMockApp } from './harness/use-mock-app';
import { signIn } from './support/sign-in';

const origin = useMockApp();

const DEFECTS: Array<[string, RegExp]> = [
  ["'de el' (Spanish writes 'del')", /\bde el\b/i],
  ['a period doubled after an abbreviation', /\bm\.\./],
  ["an hour as 'a. m.' or 'p. m.' (the product writes '4:00 PM')", /\d{1,2}:\d{2}\s*[ap]\.\s?m\./i],
  ["a decimal comma in a duration ('9.5 meses')", /\d,\d+\s*mes(?:es)?\b/],
  [
    "money with fixed decimals or its currency twice ('S/ 1,539')",
    /S\/\s?[\d,]+\.00\b|S\/\s?[\d,.]+\s?PEN\b|\$[\d,]+\.00 USD/,
  ],
  ["a minus after the symbol or not ASCII ('-S/ 77.25')", /(?:S\/\s?|\$)[-−]|−\s?(?:S\/|\$)/],
];

/** What a person reads: text and the accessible names and values inside attributes. */
function readable(html: string): string {
  const attributes = [
    ...html.matchAll(/\s(?:aria-label|title|alt|placeholder|value|content)="([^"]*)"/g),
  ].map((match) => match[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function expectNoDefects(client: HttpClient, pagePath: string) {
  const answer = await client.get(pagePath);
  expect(answer.status, pagePath).toBe(200);
  const text = readable(answer.body);
  const found = DEFECTS.flatMap(([defect, pattern]) => {
    const match = pattern.exec(text);
    return match ? [`${defect}: …${text.slice(Math.max(0, match.index - 60), match.index + 40)}…`] : [];
  });
  expect(found, pagePath).toEqual([]);
}

const PRODUCT_PAGES = [
  ...courses.map((course) => `/cursos/${course.slug}`),
  ...coursePacks.map((pack) => `/cursos/${pack.slug}`),
  ...learningPathEntries.map((path) => `/rutas/${path.slug}`),
];

describe('no text defect on public pages', () => {
  it.each([...new Set([...PUBLIC_PAGES, '/clase-de-prueba', ...PRODUCT_PAGES])])('%s', async (pagePath) => {
    await expectNoDefects(newBrowser(origin()), pagePath);
  });
});

describe('no text defect on signed-in pages', () => {
  it.each([
    ['padre@example.com', ['/dashboard', '/dashboard/compras', '/dashboard/compras/88102']],
    [
      'mama.mx@example.com',
      ['/dashboard', '/dashboard/compras', '/dashboard/compras/88302', '/dashboard/referidos'],
    ],
    ['horario@example.com', ['/dashboard', '/dashboard/horario/6501']],
  ] as const)('%s', async (email, pages) => {
    const browser = newBrowser(origin());
    await signIn(browser, email);
    for (const pagePath of pages) await expectNoDefects(browser, pagePath);
  });
});
