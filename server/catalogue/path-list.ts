/**
 * What /rutas shows of each learning path (issue 53): its facts in the spec's labels and the whole
 * path's price in the visitor's currency, as its own page writes them (path-page.ts), by level.
 */
import { currencyForCountry } from '@kernel/money';
import { frequencyLabel, levelText } from '@kernel/texts/parents';
import type { LearningPathEntry } from '../upstream/schemas/catalogue-content';

export type PathSummary = ReturnType<typeof toPathSummaries>[number];

export function toPathSummaries(entries: LearningPathEntry[], countryCode: string) {
  const currency = currencyForCountry(countryCode);
  return entries
    .map(({ fields }) => ({
      slug: fields.slug,
      name: fields.name,
      description: fields.description ?? '',
      level: fields.level,
      levelText: levelText(fields.level),
      ageRange: fields.ageRange.fields.name,
      durationMonths: fields.durationMonths,
      frequencyPerWeek: fields.frequencyPerWeek,
      frequency: frequencyLabel(fields.frequencyPerWeek),
      courseCount: fields.courses.length,
      price: { amount: currency === 'PEN' ? fields.pricePen : fields.priceUsd, currency },
    }))
    .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, 'es'));
}

/** The paths a course belongs to, for its page to name and link. */
export function pathsOfCourse(entries: LearningPathEntry[], courseId: string) {
  return entries
    .filter((entry) => entry.fields.courses.some((course) => course.sys.id === courseId))
    .map(({ fields }) => ({ slug: fields.slug, name: fields.name }));
}
