/** What /cursos/{link} shows of a course pack: both courses, their sessions and weeks added up, its price. */
import type { Currency } from '@kernel/money';
import type { CoursePackEntry } from '../upstream/schemas/catalogue-content';
import type { ProductFacts } from './program-facts';

export type PackPage = ReturnType<typeof toPackPage>;

/** `facts`: its courses' sessions and weeks added up (8 over 4 weeks); null when they could not be read. */
export function toPackPage(entry: CoursePackEntry, currency: Currency, facts: ProductFacts | null) {
  const { fields } = entry;
  return {
    slug: fields.slug,
    name: fields.name,
    description: fields.description,
    ageRange: fields.ageRange.fields.name,
    courses: fields.courses.map((course) => ({ name: course.fields.name, slug: course.fields.slug })),
    image: fields.image ? { url: fields.image.url, alt: fields.image.title ?? fields.name } : null,
    facts,
    currency,
    price: { amount: currency === 'PEN' ? fields.pricePen : fields.priceUsd, currency },
    /** The syllabus' path in media storage ('Descarga el sílabo'), or null. */
    silabo: fields.silabo ?? null,
  };
}
