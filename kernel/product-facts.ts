/**
 * The hooks every mention of a product carries in the page (decision 076): schema.org microdata,
 * one `Course` item per mention whose `itemid` is the product's own page, with its displayed facts
 * as properties. A test reads them back from the rendered HTML and fails when two mentions of one
 * product disagree (tests/integration/product-facts-crawl.test.ts). Facts schema.org has no
 * property for (sessions, start, discount, frequency, level) use our own property URLs, as
 * microdata asks of names outside the vocabulary.
 */
import { durationLabel, weeksInMonths } from './texts/parents';

export const PRODUCT_ITEM_TYPE = 'https://schema.org/Course';
export const OFFER_ITEM_TYPE = 'https://schema.org/Offer';

const OWN = 'https://kodea.pe/datos#';

/** Property names, by what they say. */
export const FACT = {
  name: 'name',
  /** ISO 8601 duration: 'P2M', 'P9.5M', 'P2W'. */
  duration: 'timeRequired',
  /** '5-7', '8-11', '12-' (schema.org's form). */
  ageRange: 'typicalAgeRange',
  offers: 'offers',
  price: 'price',
  currency: 'priceCurrency',
  sessions: `${OWN}sesiones`,
  /** ISO date of the product's next start. */
  startDate: `${OWN}inicio`,
  /** Whole percent off. */
  discount: `${OWN}descuento`,
  /** Classes per week. */
  frequency: `${OWN}frecuencia`,
  level: `${OWN}nivel`,
} as const;

/** How long a product lasts, in the unit it is sold in. */
export type ProductDuration = { months: number } | { weeks: number };

export function isoDuration(duration: ProductDuration): string {
  // Under a month in weeks, as it is written ('2 semanas'): a page selling it by the week agrees.
  if ('weeks' in duration) return `P${duration.weeks}W`;
  const weeks = weeksInMonths(duration.months);
  return weeks === null ? `P${duration.months}M` : `P${weeks}W`;
}

/** The `itemid` of a product: its own page. */
export const productItemId = {
  course: (slug: string) => `/cursos/${slug}`,
  path: (slug: string) => `/rutas/${slug}`,
  vacation: (programId: string) => `/vacaciones#${programId}`,
} as const;

/** schema.org `typicalAgeRange` of an age range slug. */
export function ageRangeValue(ageRange: string): string {
  const match = /^(\d+)_(?:to_(\d+)|plus)$/.exec(ageRange);
  if (!match) return ageRange;
  return `${match[1]}-${match[2] ?? ''}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '1 sesión', '16 sesiones'. */
export const sessionsCount = (sessions: number) => plural(sessions, 'sesión', 'sesiones');

/** '2 meses', '9.5 meses' (spec §9 labels), '4 semanas'. */
export function durationText(duration: ProductDuration): string {
  return 'months' in duration ? durationLabel(duration.months) : plural(duration.weeks, 'semana', 'semanas');
}

/** The weeks a content duration names ('4 semanas' → 4), or null when it names none. */
export function weeksOf(duration: string): number | null {
  const weeks = Number(/(\d+)\s*semana/.exec(duration)?.[1] ?? 0);
  return weeks > 0 ? weeks : null;
}
