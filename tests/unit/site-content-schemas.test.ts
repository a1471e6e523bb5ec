import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryListSchema } from '../../server/upstream/schemas/content';
import {
  AgeRangeProgramEntrySchema,
  BannerEntrySchema,
  BlogPostEntrySchema,
  SliderItemEntrySchema,
  ThankYouEntrySchema,
  VideoEntrySchema,
} from '../../server/upstream/schemas/site';
import { listSiteEntries, SITE_CONTENT_TYPES } from '../../mocks/handlers/site-content';

const entries = (type: string, query = '') => {
  const answer = listSiteEntries(new URL(`https://content.test/entries?content_type=${type}${query}`));
  if (!answer) throw new Error(`no content type ${type}`);
  return answer;
};

/** Every picture path in an answer, found by shape ({ url, width, height }). */
function pictures(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pictures);
  if (typeof value !== 'object' || value === null) return [];
  const found = 'url' in value && 'width' in value && typeof value.url === 'string' ? [value.url] : [];
  return [...found, ...Object.values(value).flatMap(pictures)];
}

describe('site content schemas against the mock content service', () => {
  it.each([
    ['sliderItem', SliderItemEntrySchema],
    ['ageRangeProgram', AgeRangeProgramEntrySchema],
    ['banner', BannerEntrySchema],
    ['video', VideoEntrySchema],
    ['blogPost', BlogPostEntrySchema],
    ['thankYouPage', ThankYouEntrySchema],
  ])('%s entries parse', (type, schema) => {
    const parsed = entryListSchema(schema).safeParse(entries(type));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('rejects what the page cannot show: a program without syllabus, a colour that is not hex, an image without size', () => {
    const [range] = entries('ageRangeProgram').items;
    const program = (range.fields as { programs: object[] }).programs[0];
    const broken = (fields: object) => ({ ...range, fields: { ...range.fields, ...fields } });
    expect(
      AgeRangeProgramEntrySchema.safeParse(broken({ programs: [{ ...program, silabo: undefined }] })).success,
    ).toBe(false);
    expect(AgeRangeProgramEntrySchema.safeParse(broken({ main_color: 'violeta' })).success).toBe(false);
    expect(
      AgeRangeProgramEntrySchema.safeParse(
        broken({ gradient_color: 'linear-gradient(0deg, url(https://x.test/a.png))' }),
      ).success,
    ).toBe(false);
    expect(AgeRangeProgramEntrySchema.safeParse(broken({ thumbnail: { url: '/x.svg' } })).success).toBe(
      false,
    );
    expect(
      AgeRangeProgramEntrySchema.safeParse(broken({ programs: [{ ...program, link: '../admin' }] })).success,
    ).toBe(false);
  });

  it('the mock answers Contentful queries: order by date descending and limit', () => {
    const posts = entries('blogPost', '&order=-fields.publishDate&limit=2').items;
    expect(posts.map((p) => p.fields.publishDate)).toEqual(['2026-10-28', '2026-09-15']);
    expect(listSiteEntries(new URL('https://content.test/entries?content_type=nada'))).toBeNull();
  });

  it('every picture and every syllabus the fixtures name is a real file', () => {
    const files = SITE_CONTENT_TYPES.flatMap((type) => pictures(entries(type).items));
    expect(files.length).toBeGreaterThan(20);
    const syllabi = entries('ageRangeProgram').items.flatMap((r) =>
      (r.fields as { programs: Array<{ silabo: string }> }).programs.map((p) => `/media/${p.silabo}`),
    );
    expect(syllabi).toHaveLength(6);
    for (const file of [...files, ...syllabi]) expect(existsSync(path.join('public', file)), file).toBe(true);
  });
});
