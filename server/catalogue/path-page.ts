/**
 * What /rutas/{slug} shows of a learning path: its facts in the spec's labels, its ordered courses
 * and its two offers (spec §9) in the visitor's currency, both paid through `/pagar` by a parent
 * (issue 53: one checkout signed in) and through the content's payment link per currency by a
 * visitor without an account: the first course at that course's own
 * months and price (its API record, as its page reads it: decision 076), and the whole path at the
 * path's own.
 */
import { currencyForCountry, type Money } from '@kernel/money';
import type { ProductDuration } from '@kernel/product-facts';
import { frequencyLabel, levelText } from '@kernel/texts/parents';
import type { ApiCourse } from '../upstream/schemas/courses';
import type { LearningPathEntry } from '../upstream/schemas/catalogue-content';
import { apiCourseFacts } from './program-facts';

export interface PathOffer {
  title: string;
  duration: ProductDuration;
  price: Money;
  /** The content's payment link for this currency (spec §9): how a visitor pays without an account. */
  paymentLink: string;
}

export type PathPage = ReturnType<typeof toPathPage>;

export function toPathPage(entry: LearningPathEntry, firstCourse: ApiCourse | null, countryCode: string) {
  const { fields } = entry;
  const currency = currencyForCountry(countryCode);
  const first = fields.courses[0];
  const courses = fields.courses.map((course) => ({ name: course.fields.name, slug: course.fields.slug }));
  return {
    slug: fields.slug,
    name: fields.name,
    levelText: levelText(fields.level),
    ageRange: fields.ageRange.fields.name,
    description: fields.description ?? '',
    level: fields.level,
    durationMonths: fields.durationMonths,
    frequencyPerWeek: fields.frequencyPerWeek,
    /** '2 veces por semana' */
    frequency: frequencyLabel(fields.frequencyPerWeek),
    courses,
    curriculumUrl: fields.curriculum?.url ?? null,
    thumbnail: fields.thumbnail
      ? { url: fields.thumbnail.url, alt: fields.thumbnail.title ?? fields.name }
      : null,
    currency,
    offers: {
      // Null when the first course's record could not be read: the page offers the whole path only.
      firstCourse:
        firstCourse && first
          ? {
              title: 'Primer curso',
              duration: apiCourseFacts(firstCourse).duration,
              price: { amount: currency === 'PEN' ? firstCourse.price_pen : firstCourse.price_usd, currency },
              paymentLink: fields.paymentLinks.firstCourse[currency],
              course: { name: first.fields.name, slug: first.fields.slug },
            }
          : null,
      fullPath: {
        title: 'Ruta completa',
        duration: { months: fields.durationMonths },
        price: { amount: currency === 'PEN' ? fields.pricePen : fields.priceUsd, currency },
        paymentLink: fields.paymentLinks.fullPath[currency],
      },
    },
  };
}
