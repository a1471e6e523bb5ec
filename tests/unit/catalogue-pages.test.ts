/** View rules of the path and pack pages: the §9 price table by country, path labels, pack facts, schemas. */
import { describe, expect, it } from 'vitest';
import { coursePacks } from '../../fixtures/course-packs';
import { courses } from '../../fixtures/courses';
import { learningPathEntries } from '../../fixtures/learning-paths';
import { learningPaths as parentsPaths } from '../../fixtures/parents';
import { listCatalogueEntries } from '../../mocks/handlers/catalogue-content';
import { toPackPage } from '../../server/catalogue/pack-page';
import { toPathPage } from '../../server/catalogue/path-page';
import { pathPrices } from '../../server/catalogue/path-prices';
import { COURSE_PACK, SINGLE_COURSE, sessionsText } from '../../server/catalogue/program-facts';
import {
  CoursePackEntrySchema,
  LearningPathEntrySchema,
  type LearningPathEntry,
} from '../../server/upstream/schemas/catalogue-content';
import { entryListSchema } from '../../server/upstream/schemas/content';
import { formatMoney, type Money } from '../../kernel/money';
import { durationLabel } from '../../kernel/texts/parents';

/** What the page prints: the one formatter's text of a price, the spec's label of a length. */
const printed = (money: Money) => formatMoney(money.amount, money.currency);
const monthsText = (months: number | null) => (months === null ? null : durationLabel(months));

const entries = (type: string) =>
  listCatalogueEntries(new URL(`http://content.test/entries?content_type=${type}`));

function pathEntry(level: number): LearningPathEntry {
  const list = entryListSchema(LearningPathEntrySchema).parse(entries('learningPath'));
  const entry = list.items.find((item) => item.fields.level === level);
  if (!entry) throw new Error(`no fixture path of level ${level}`);
  return entry;
}

describe('spec §9 path price table', () => {
  // level → [first course months, first course PEN, USD, full path months, full path PEN, USD]
  const TABLE = [
    [1, '2 meses', 'S/ 450', '$129 USD', '9 meses', 'S/ 1,710', '$489 USD'],
    [2, '3 meses', 'S/ 639', '$185 USD', null, 'S/ 1,710', '$489 USD'],
    [3, '2 meses', 'S/ 450', '$129 USD', '9.5 meses', 'S/ 1,805', '$515 USD'],
    [4, '3 meses', 'S/ 639', '$185 USD', '9.5 meses', 'S/ 1,805', '$515 USD'],
  ] as const;

  it.each(TABLE)(
    'level %i in Peru: soles, with months',
    (level, courseMonths, coursePen, _u, pathMonths, pathPen) => {
      const page = toPathPage(pathEntry(level), 'PE');
      expect(page.currency).toBe('PEN');
      const { firstCourse, fullPath } = page.offers!;
      expect([firstCourse.title, monthsText(firstCourse.months), printed(firstCourse.price)]).toEqual([
        'Primer curso',
        courseMonths,
        coursePen,
      ]);
      expect([fullPath.title, monthsText(fullPath.months), printed(fullPath.price)]).toEqual([
        'Ruta completa',
        pathMonths,
        pathPen,
      ]);
    },
  );

  it.each(TABLE)('level %i anywhere else (MX, US, lower case pe is still Peru): dollars', (level, ...row) => {
    const [, , courseUsd, , , pathUsd] = row;
    for (const country of ['MX', 'US']) {
      const page = toPathPage(pathEntry(level), country);
      expect(page.currency).toBe('USD');
      expect(printed(page.offers!.firstCourse.price)).toBe(courseUsd);
      expect(printed(page.offers!.fullPath.price)).toBe(pathUsd);
    }
    expect(toPathPage(pathEntry(level), 'pe').currency).toBe('PEN');
  });

  it('each offer links to the payment link of the visitor currency', () => {
    const entry = pathEntry(1);
    const peru = toPathPage(entry, 'PE').offers;
    const mexico = toPathPage(entry, 'MX').offers;
    expect(peru?.firstCourse.paymentLink).toBe(entry.fields.paymentLinks.firstCourse.PEN);
    expect(peru?.fullPath.paymentLink).toBe(entry.fields.paymentLinks.fullPath.PEN);
    expect(mexico?.firstCourse.paymentLink).toBe(entry.fields.paymentLinks.firstCourse.USD);
    expect(mexico?.fullPath.paymentLink).toBe(entry.fields.paymentLinks.fullPath.USD);
    expect(
      new Set([peru, mexico].flatMap((o) => [o?.firstCourse.paymentLink, o?.fullPath.paymentLink])).size,
    ).toBe(4);
  });

  it('the table knows levels 1 to 4 only; the schema refuses any other level', () => {
    expect(pathPrices(0, 'PE')).toBeNull();
    expect(pathPrices(5, 'PE')).toBeNull();
    const entry = pathEntry(1);
    expect(
      LearningPathEntrySchema.safeParse({ ...entry, fields: { ...entry.fields, level: 5 } }).success,
    ).toBe(false);
  });

  it('path labels follow spec §9: Nivel, meses (9.5 meses), veces por semana', () => {
    const page = toPathPage(pathEntry(3), 'PE');
    expect(page).toMatchObject({ levelText: 'Nivel 3', frequency: '2 veces por semana' });
    expect(durationLabel(page.durationMonths)).toBe('9.5 meses');
    expect(page.courses.map((c) => c.slug)).toEqual(learningPathEntries[2].courseSlugs);
  });
});

describe('path and pack fixtures', () => {
  const courseSlugs = new Set(courses.map((course) => course.slug));

  it("cover every next path of the parents' zone, one per level 1 to 4", () => {
    const slugs = new Set(learningPathEntries.map((path) => path.slug));
    for (const next of parentsPaths.flatMap((path) => path.next)) expect(slugs).toContain(next.slug);
    expect(learningPathEntries.map((path) => path.level).sort()).toEqual([1, 2, 3, 4]);
  });

  it('link only courses that exist, so the mock never drops a link', () => {
    for (const item of [...learningPathEntries, ...coursePacks])
      for (const slug of item.courseSlugs) expect(courseSlugs, `${item.slug} → ${slug}`).toContain(slug);
  });

  it('the mock content answers parse with the upstream schemas', () => {
    expect(entryListSchema(LearningPathEntrySchema).parse(entries('learningPath')).items).toHaveLength(4);
    expect(entryListSchema(CoursePackEntrySchema).parse(entries('coursePack')).items).toHaveLength(3);
  });

  it('the three packs the home cards link to, with their two courses', () => {
    const packs = entryListSchema(CoursePackEntrySchema).parse(entries('coursePack')).items;
    expect(
      packs.map((p) => [
        p.fields.slug,
        p.fields.ageRange.fields.name,
        p.fields.courses.map((c) => c.fields.slug),
      ]),
    ).toEqual([
      [
        'pack-scratch-junior-y-code-org',
        '5_to_7',
        ['curso-de-programacion-con-scratch-junior', 'curso-de-primeros-videojuegos-con-code-org'],
      ],
      [
        'pack-roblox-y-minecraft',
        '8_to_11',
        ['curso-de-videojuegos-con-roblox', 'curso-de-minecraft-education-code-builder'],
      ],
      [
        'pack-python-y-desarrollo-web',
        '12_plus',
        ['curso-de-python-para-jovenes', 'curso-de-desarrollo-web-con-html-y-css'],
      ],
    ]);
  });
});

describe('pack facts', () => {
  // The mock joins course names from its database, seeded before each test.
  const roblox = () => entryListSchema(CoursePackEntrySchema).parse(entries('coursePack')).items[1];

  it('spec §9: a pack is 8 sessions over 4 weeks, a single course 4 over 2', () => {
    expect(sessionsText(COURSE_PACK)).toBe('8 sesiones en 4 semanas');
    expect(sessionsText(SINGLE_COURSE)).toBe('4 sesiones en 2 semanas');
    expect(toPackPage(roblox(), 'PEN').facts).toEqual({ sessions: 8, duration: { weeks: 4 } });
  });

  it('its price in the currency asked for', () => {
    const pack = roblox();
    expect(toPackPage(pack, 'PEN').price).toEqual({ amount: 690, currency: 'PEN' });
    expect(toPackPage(pack, 'USD').price).toEqual({ amount: 199, currency: 'USD' });
  });

  it('the schema refuses a pack of one or three courses', () => {
    const pack = roblox();
    const one = { ...pack, fields: { ...pack.fields, courses: pack.fields.courses.slice(0, 1) } };
    const three = {
      ...pack,
      fields: { ...pack.fields, courses: [...pack.fields.courses, pack.fields.courses[0]] },
    };
    expect(CoursePackEntrySchema.safeParse(one).success).toBe(false);
    expect(CoursePackEntrySchema.safeParse(three).success).toBe(false);
  });
});
