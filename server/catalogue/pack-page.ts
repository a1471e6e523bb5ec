import { formatMoney, type Currency } from '@kernel/money';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { CoursePackEntry } from '../upstream/schemas/catalogue-content';
import { COURSE_PACK, sessionsText } from './program-facts';

export interface PackPage {
  slug: string;
  name: string;
  description: string;
  ageRange: AgeRangeName;
  courses: { name: string; slug: string }[];
  image: { url: string; alt: string } | null;
  sessions: string;
  currency: Currency;
  price: string;
  silabo: string | null;
}

export function toPackPage(entry: CoursePackEntry, currency: Currency): PackPage {
  const { fields } = entry;
  return {
    slug: fields.slug,
    name: fields.name,
    description: fields.description,
    ageRange: fields.ageRange.fields.name,
    courses: fields.courses.map((course) => ({ name: course.fields.name, slug: course.fields.slug })),
    image: fields.image ? { url: fields.image.url, alt: fields.image.title ?? fields.name } : null,
    sessions: sessionsText(COURSE_PACK),
    currency,
    price: formatMoney(currency === 'PEN' ? fields.pricePen : fields.priceUsd, currency),
    silabo: fields.silabo ?? null,
  };
}
