/** The content service's home and thank-you page entries, straight from fixtures. */
import { ageRangePrograms } from '../../fixtures/age-range-programs';
import { catalogueCourse, cataloguePack, productName } from '../catalogue/facts';
import {
  aboutUs,
  announcements,
  banners,
  blogPosts,
  sliderItems,
  thankYouPages,
  values,
  videos,
} from '../../fixtures/site-content';

/**
 * A home program card names the product it opens by its own record (decision 076): a course's
 * name; a pack's name (`namePack`) and its courses' names joined as the card's subtitle (`name`).
 */
function withProductNames(range: (typeof ageRangePrograms)[number]) {
  return {
    ...range,
    programs: range.programs.map(({ pack, ...program }) => {
      const courses = pack ? cataloguePack(program.link)?.courseSlugs ?? [] : [];
      return {
        ...program,
        name: pack
          ? courses.map((slug) => catalogueCourse(slug)?.name ?? slug).join(' + ')
          : productName(program.link) ?? program.link,
        namePack: pack ? productName(program.link) : null,
      };
    }),
  };
}

const SITE_TYPES: Record<string, ReadonlyArray<{ id: string } & Record<string, unknown>>> = {
  announcement: announcements,
  sliderItem: sliderItems,
  ageRangeProgram: ageRangePrograms.map(withProductNames),
  banner: banners,
  video: videos,
  value: values,
  aboutUs,
  blogPost: blogPosts,
  thankYouPage: thankYouPages,
};

export const SITE_CONTENT_TYPES = Object.keys(SITE_TYPES);

function toEntry(contentType: string, { id, ...fields }: { id: string } & Record<string, unknown>) {
  return { sys: { id, contentType }, fields };
}

function sortBy(order: string | null) {
  const descending = order?.startsWith('-') ?? false;
  const field = order?.replace(/^-?fields\./, '');
  return (a: Record<string, unknown>, b: Record<string, unknown>) => {
    if (!field) return 0;
    const compared = String(a[field] ?? '').localeCompare(String(b[field] ?? ''));
    return descending ? -compared : compared;
  };
}

export function listSiteEntries(url: URL) {
  const type = url.searchParams.get('content_type') ?? '';
  const records = SITE_TYPES[type];
  if (!records) return null;
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const items = [...records]
    .sort(sortBy(url.searchParams.get('order')))
    .slice(0, limit)
    .map((record) => toEntry(type, record));
  return { total: items.length, items };
}
