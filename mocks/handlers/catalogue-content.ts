/** The content service's learningPath and coursePack entries, linked courses joined as `include`. */
import { coursePacks } from '../../fixtures/course-packs';
import { learningPathEntries } from '../../fixtures/learning-paths';
import { db } from '../db';

function courseLink(slug: string) {
  const course = db.course.findFirst({ where: { slug: { equals: slug } } });
  // A link to a missing entry is left out, as Contentful drops unresolvable links.
  return course ? [{ sys: { id: course.id }, fields: { name: course.name, slug: course.slug } }] : [];
}

const asset = (url: string, title: string) => ({ url, title });
const ageRange = (name: string) => ({ sys: { id: `age-${name}` }, fields: { name } });

function learningPathEntry(path: (typeof learningPathEntries)[number]) {
  return {
    sys: { id: path.id, contentType: 'learningPath', updatedAt: path.updatedAt },
    fields: {
      name: path.name,
      slug: path.slug,
      level: path.level,
      description: path.description,
      ageRange: ageRange(path.ageRange),
      durationMonths: path.durationMonths,
      frequencyPerWeek: path.frequencyPerWeek,
      courses: path.courseSlugs.flatMap(courseLink),
      curriculum: asset(path.curriculum, `Plan de estudios · ${path.name}`),
      thumbnail: asset(path.thumbnail, path.name),
      paymentLinks: path.paymentLinks,
      pricePen: path.price.PEN,
      priceUsd: path.price.USD,
    },
  };
}

function coursePackEntry(pack: (typeof coursePacks)[number]) {
  return {
    sys: { id: pack.id, contentType: 'coursePack', updatedAt: pack.updatedAt },
    fields: {
      name: pack.name,
      slug: pack.slug,
      description: pack.description,
      ageRange: ageRange(pack.ageRange),
      courses: pack.courseSlugs.flatMap(courseLink),
      image: asset(pack.image, pack.name),
      pricePen: pack.pricePen,
      priceUsd: pack.priceUsd,
      silabo: pack.silabo,
    },
  };
}

/** Entries filtered by `fields.slug` and cut at `limit`, as the content service lists them. */
export function listBySlug<T extends { slug: string }, E>(records: T[], url: URL, toEntry: (record: T) => E) {
  const slug = url.searchParams.get('fields.slug');
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const items = records
    .filter((record) => !slug || record.slug === slug)
    .slice(0, limit)
    .map(toEntry);
  return { total: items.length, items };
}

export function listCatalogueEntries(url: URL) {
  const type = url.searchParams.get('content_type');
  if (type === 'learningPath') return listBySlug(learningPathEntries, url, learningPathEntry);
  if (type === 'coursePack') return listBySlug(coursePacks, url, coursePackEntry);
  return null;
}
