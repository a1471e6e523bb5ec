/**
 * What /rutas/{slug} shows of a learning path: its facts in the spec's labels, its ordered courses
 * and the fixed price table (spec §9) in the visitor's currency, each offer with the payment link
 * the content publishes for that currency.
 */
import { currencyForCountry, formatMoney, type Currency } from '@kernel/money';
import { durationLabel, frequencyLabel, levelText } from '@kernel/texts/parents';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { LearningPathEntry } from '../upstream/schemas/catalogue-content';
import { pathPrices, type PriceQuote } from './path-prices';

export interface PathOffer {
  /** 'Primer curso' | 'Ruta completa' */
  title: string;
  /** '2 meses', '9.5 meses'; null where the table gives no months (level 2, full path). */
  months: string | null;
  /** 'S/ 1,710' or '$489 USD' */
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
  /** Null only for a level the table does not know (the schema admits 1 to 4). */
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
