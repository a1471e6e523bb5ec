/** What /rutas/{slug} shows: facts, ordered courses and the fixed price table in the visitor's currency. */
import { currencyForCountry, formatMoney, type Currency } from '@kernel/money';
import { durationLabel, frequencyLabel, levelText } from '@kernel/texts/parents';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { LearningPathEntry } from '../upstream/schemas/catalogue-content';
import { pathPrices, type PriceQuote } from './path-prices';

export interface PathOffer {
  title: string;
  /** Null where the table gives no months. */
  months: string | null;
  price: string;
  paymentLink: string;
}

export interface PathPage {
  slug: string;
  name: string;
  levelText: string;
  ageRange: AgeRangeName;
  description: string;
  duration: string;
  frequency: string;
  courses: { name: string; slug: string }[];
  curriculumUrl: string | null;
  thumbnail: { url: string; alt: string } | null;
  currency: Currency;
  /** Null only for a level the table does not know. */
  offers: { firstCourse: PathOffer; fullPath: PathOffer } | null;
}

function offer(title: string, quote: PriceQuote, paymentLink: string): PathOffer {
  return {
    title,
    months: quote.months === null ? null : durationLabel(quote.months),
    price: formatMoney(quote.amount, quote.currency),
    paymentLink,
  };
}

export function toPathPage(entry: LearningPathEntry, countryCode: string): PathPage {
  const { fields } = entry;
  const prices = pathPrices(fields.level, countryCode);
  return {
    slug: fields.slug,
    name: fields.name,
    levelText: levelText(fields.level),
    ageRange: fields.ageRange.fields.name,
    description: fields.description ?? '',
    duration: durationLabel(fields.durationMonths),
    frequency: frequencyLabel(fields.frequencyPerWeek),
    courses: fields.courses.map((course) => ({ name: course.fields.name, slug: course.fields.slug })),
    curriculumUrl: fields.curriculum?.url ?? null,
    thumbnail: fields.thumbnail
      ? { url: fields.thumbnail.url, alt: fields.thumbnail.title ?? fields.name }
      : null,
    currency: currencyForCountry(countryCode),
    offers: prices
      ? {
          firstCourse: offer(
            'Primer curso',
            prices.course,
            fields.paymentLinks.firstCourse[prices.course.currency],
          ),
          fullPath: offer(
            'Ruta completa',
            prices.fullPath,
            fields.paymentLinks.fullPath[prices.fullPath.currency],
          ),
        }
      : null,
  };
}
