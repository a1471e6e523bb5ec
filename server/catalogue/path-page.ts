/**
 * What /rutas/{slug} shows of a learning path: its facts in the spec's labels, its ordered courses
 * and the fixed price table (spec §9) in the visitor's currency, each offer with the payment link
 * the content publishes for that currency.
 */
import { currencyForCountry, type Currency, type Money } from '@kernel/money';
import { frequencyLabel, levelText } from '@kernel/texts/parents';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { LearningPathEntry } from '../upstream/schemas/catalogue-content';
import { pathPrices, type PriceQuote } from './path-prices';

export interface PathOffer {
  title: string;
  /** Null where the table gives no months (level 2, full path). */
  months: number | null;
  price: Money;
  paymentLink: string;
}

export interface PathPage {
  slug: string;
  name: string;
  levelText: string;
  ageRange: AgeRangeName;
  description: string;
  level: number;
  durationMonths: number;
  frequencyPerWeek: number;
  /** '2 veces por semana' */
  frequency: string;
  courses: { name: string; slug: string }[];
  curriculumUrl: string | null;
  thumbnail: { url: string; alt: string } | null;
  currency: Currency;
  /** Null only for a level the table does not know (the schema admits 1 to 4). */
  offers: {
    firstCourse: PathOffer & { course: { name: string; slug: string } | null };
    fullPath: PathOffer;
  } | null;
}

function offer(title: string, quote: PriceQuote, paymentLink: string): PathOffer {
  return {
    title,
    months: quote.months,
    price: { amount: quote.amount, currency: quote.currency },
    paymentLink,
  };
}

export function toPathPage(entry: LearningPathEntry, countryCode: string): PathPage {
  const { fields } = entry;
  const prices = pathPrices(fields.level, countryCode);
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
    frequency: frequencyLabel(fields.frequencyPerWeek),
    courses,
    curriculumUrl: fields.curriculum?.url ?? null,
    thumbnail: fields.thumbnail
      ? { url: fields.thumbnail.url, alt: fields.thumbnail.title ?? fields.name }
      : null,
    currency: currencyForCountry(countryCode),
    offers: prices
      ? {
          firstCourse: {
            ...offer('Primer curso', prices.course, fields.paymentLinks.firstCourse[prices.course.currency]),
            course: courses[0] ?? null,
          },
          fullPath: offer(
            'Ruta completa',
            prices.fullPath,
            fields.paymentLinks.fullPath[prices.fullPath.currency],
          ),
        }
      : null,
  };
}
