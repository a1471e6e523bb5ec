/** The home and the thank-you page; the slider and banners are decoration: their failure leaves them out. */
import { z } from 'zod';
import { currencyForCountry } from '@kernel/money';
import {
  BLOG_POSTS_SHOWN,
  featuredVideo,
  latestPosts,
  sortAgeRanges,
  sortSlides,
  testimonials,
} from '../../site/home';
import { paymentLinksFor, thankYouKind, thankYouTexts, VARIANT_PATTERN } from '../../site/thank-you';
import { visitorLocation } from '../../location/visitor-country';
import { courseFactsBySlug } from '../../catalogue/course-facts';
import type { ProductFacts } from '../../catalogue/program-facts';
import {
  listAboutUs,
  listAgeRangePrograms,
  listAnnouncements,
  listBanners,
  listBlogPosts,
  listSliderItems,
  listThankYouPages,
  listValues,
  listVideos,
} from '../../upstream/site-content';
import { listCoursePackEntries } from '../../upstream/catalogue-content';
import { publicProcedure, router } from '../init';
import { optionalSection } from '../../upstream/optional-section';

/** The course facts when their answers failed: the cards state none. */
const NO_FACTS = new Map<string, ProductFacts>();

export const siteRouter = router({
  home: publicProcedure.query(async ({ ctx }) => {
    // One round: every answer the home needs is asked for at once (docs/decisions/082).
    const [announcements, slides, ageRanges, banners, videos, values, about, posts, packs, facts] =
      await Promise.all([
        listAnnouncements(),
        optionalSection('home slider', listSliderItems(), null),
        listAgeRangePrograms(),
        optionalSection('home banners', listBanners(), null),
        listVideos(),
        listValues(),
        listAboutUs(),
        listBlogPosts(BLOG_POSTS_SHOWN),
        optionalSection('home packs', listCoursePackEntries(), null),
        // Each card states its product's own facts (a pack its courses'); without them a card
        // shows none (never a guess).
        optionalSection('home program facts', courseFactsBySlug(), null),
      ]);
    // Pack slug → its course slugs: a pack card states its courses' facts.
    const packCourses = new Map(
      (packs ?? []).map((pack) => [pack.fields.slug, pack.fields.courses.map((c) => c.fields.slug)]),
    );
    const announcement = announcements[0]?.fields ?? null;
    return {
      announcement: announcement
        ? {
            text: announcement.text,
            link: announcement.url
              ? { url: announcement.url, text: announcement.linkText || 'Ver más' }
              : null,
          }
        : null,
      slides: slides ? sortSlides(slides) : [],
      ageRanges: sortAgeRanges(ageRanges, facts ?? NO_FACTS, packCourses),
      banners: (banners ?? []).map((b) => ({ id: b.sys.id, ...b.fields })),
      featuredVideo: featuredVideo(videos),
      testimonials: testimonials(videos),
      values: [...values]
        .sort((a, b) => a.fields.order - b.fields.order)
        .map((v) => ({ id: v.sys.id, ...v.fields })),
      about: about[0]?.fields ?? null,
      posts: latestPosts(posts),
      /** Spec §9: the chat number; visitors are not located on this public page. */
      countryCode: ctx.auth?.user.countryCode ?? null,
    };
  }),

  thankYou: publicProcedure
    .input(z.object({ variant: z.string().regex(VARIANT_PATTERN) }))
    .query(async ({ ctx, input }) => {
      const kind = thankYouKind(input.variant);
      const [entries, videos, country] = await Promise.all([
        listThankYouPages(),
        kind === 'testimonials' ? listVideos() : Promise.resolve([]),
        visitorLocation(ctx, 'thank-you').then((location) => location.country),
      ]);
      const texts = thankYouTexts(input.variant, entries);
      const currency = currencyForCountry(country);
      return {
        kind,
        title: texts.title,
        description: texts.description,
        country,
        currency,
        paymentLinks: kind === 'purchase' ? paymentLinksFor(texts.paymentOptions, currency) : [],
        testimonials: kind === 'testimonials' ? testimonials(videos) : [],
      };
    }),
});
