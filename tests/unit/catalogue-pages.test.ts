/** View rules of the path and pack pages: the §9 price table by country, path labels, pack facts, schemas. */
import { describe, expect, it } from 'vitest';
import { coursePacks } from '../../fixtures/course-packs';
import { courses } from '../../fixtures/courses';
import { learningPathEntries } from '../../fixtures/learning-paths';
import { learningPaths as parentsPaths } from '../../fixtures/parents';
import { listCatalogueEntries } from '../../mocks/handlers/catalogue-content';
import { toPackPage } from '../../server/catalogue/pack-page';
import { toPathPage } from '../../server/catalogue/path-page';
import { factsText } from '../../server/catalogue/program-facts';
import {
  CoursePackEntrySchema,
  LearningPathEntrySchema,
  type LearningPathEntry,
} from '../../server/upstream/schemas/catalogue-content';
import { entryListSchema } from '../../server/upstream/schemas/content';
import { durationLabel } from '../../kernel/texts/parents';

const entries = (type: string) =>
  listCatalogueEntries(new URL(`http://content.test/entries?content_type=${type}`));

function pathEntry(level: number): LearningPathEntry {
  const list = entryListSchema(LearningPathEntrySchema).parse(entries('learningPath'));
  const entry = list.items.find((item) => item.fields.level === level);
  if (!entry) throw new Error(`no fixture path of level ${level}`);
  return entry;
}

describe('path page view', () => {
  it('the schema refuses a level spec §9 does not know (1 to 4)', () => {
    const entry = pathEntry(1);
    expect(
      LearningPathEntrySchema.safeParse({ ...entry, fields: { ...entry.fields, level: 5 } }).success,
    ).toBe(false);
  });

  it('path labels follow spec §9: Nivel, meses (9.5 meses), veces por semana', () => {
    const page = toPathPage(pathEntry(3), null, 'PE');
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
        ['minicurso-de-scratch-junior', 'minicurso-de-videojuegos-con-code-org'],
      ],
      [
        'pack-roblox-y-minecraft',
        '8_to_11',
        ['minicurso-de-videojuegos-con-roblox', 'minicurso-de-minecraft-education'],
      ],
      ['pack-python-y-desarrollo-web', '12_plus', ['minicurso-de-python', 'minicurso-de-desarrollo-web']],
    ]);
  });
});

describe('pack facts', () => {
  // The mock joins course names from its database, seeded before each test.
  const roblox = () => entryListSchema(CoursePackEntrySchema).parse(entries('coursePack')).items[1];

  it('spec §9: a pack is its two courses, each 4 sessions over 2 weeks: 8 sessions over 4 weeks', () => {
    const bySlug = new Map(courses.map((course) => [course.slug, course]));
    for (const pack of coursePacks) {
      const own = pack.courseSlugs.map((slug) => bySlug.get(slug));
      expect(
        own.map((course) => [course?.numberOfSessions, course?.durationWeeks]),
        pack.slug,
      ).toEqual([
        [4, 2],
        [4, 2],
      ]);
    }
    const facts = { sessions: 8, duration: { weeks: 4 } };
    expect(factsText(facts)).toBe('8 sesiones en 4 semanas');
    expect(toPackPage(roblox(), 'PEN', facts).facts).toEqual(facts);
  });

  it('its price in the currency asked for', () => {
    const pack = roblox();
    expect(toPackPage(pack, 'PEN', null).price).toEqual({ amount: 690, currency: 'PEN' });
    expect(toPackPage(pack, 'USD', null).price).toEqual({ amount: 199, currency: 'USD' });
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
