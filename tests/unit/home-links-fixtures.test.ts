/**
 * The home's program cards link to /cursos/{link}: every link the fixtures publish must name a
 * course or a course pack that the content service serves, or a parent clicking 'Ver curso' /
 * 'Ver pack de cursos' lands on a 404. The thank-you page's payment options must be links a path
 * publishes (mocks/linked-sites/payment-links.ts answers only those).
 */
import { describe, expect, it } from 'vitest';
import { ageRangePrograms } from '../../fixtures/age-range-programs';
import { coursePacks } from '../../fixtures/course-packs';
import { courses } from '../../fixtures/courses';
import { thankYouPages } from '../../fixtures/site-content';
import { paymentLinkLabel } from '../../mocks/linked-sites/payment-links';

describe('home and thank-you fixtures point at real pages', () => {
  const courseSlugs = new Set(courses.map((course) => course.slug));
  const packSlugs = new Set(coursePacks.map((pack) => pack.slug));

  it.each(
    ageRangePrograms.flatMap((range) =>
      range.programs.map((program) => ({ link: program.link, pack: program.pack })),
    ),
  )('program link $link is a course or a pack of the right kind', ({ link, pack }) => {
    expect(pack ? packSlugs.has(link) : courseSlugs.has(link)).toBe(true);
  });

  it('every payment option of the purchase variant is a published path link', () => {
    const options = thankYouPages.flatMap((page) => ('payment_options' in page ? page.payment_options : []));
    expect(options.length).toBe(2);
    for (const option of options) {
      expect(paymentLinkLabel(option.url_pen)).toMatch(/soles$/);
      expect(paymentLinkLabel(option.url_usd)).toMatch(/dólares$/);
    }
  });
});
