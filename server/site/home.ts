/** The home's content entries sorted and shaped; links that depend on the chat number come from the loader. */
import { AGE_RANGE_ORDER } from '@kernel/age-ranges';
import type {
  AgeRangeProgramEntry,
  BlogPostEntry,
  Image,
  SliderItemEntry,
  VideoEntry,
} from '../upstream/schemas/site';
import { isChatButtonText } from './chat-button';
import {
  programButtonText,
  programFacts,
  programInfoMessage,
  programKind,
  programTitle,
} from './program-facts';
import { embedUrlFor } from './video-embed';
import type { ProductFacts } from '../catalogue/program-facts';

export const TESTIMONIALS_SHOWN = 3;
export const BLOG_POSTS_SHOWN = 3;

const byOrder = <T extends { fields: { order: number } }>(a: T, b: T) => a.fields.order - b.fields.order;

const countryNames = new Intl.DisplayNames(['es'], { type: 'region' });

export function toSlide(entry: SliderItemEntry) {
  const f = entry.fields;
  const primary =
    f.is_primary_button_enabled && f.primary_button_text && f.primary_button_url
      ? {
          text: f.primary_button_text,
          type: f.primary_button_type ?? 'page',
          href: f.primary_button_url,
          embedUrl: f.primary_button_type === 'video' ? embedUrlFor(f.primary_button_url) : null,
          background: f.primary_button_background_color ?? null,
          color: f.primary_button_text_color ?? null,
        }
      : null;
  const secondaryText = f.is_secondary_button_enabled ? f.secondary_button_text?.trim() : null;
  const chat = isChatButtonText(secondaryText);
  const secondary =
    secondaryText && (chat || f.secondary_button_url)
      ? { text: secondaryText, chat, href: chat ? null : f.secondary_button_url ?? null }
      : null;
  return {
    id: entry.sys.id,
    title: f.title,
    subtitle: f.subtitle ?? null,
    cover: f.cover,
    coverMobile: f.cover_mobile,
    primary,
    secondary,
  };
}
export type Slide = ReturnType<typeof toSlide>;

export function toAgeRange(
  entry: AgeRangeProgramEntry,
  courseFacts: ReadonlyMap<string, ProductFacts> = new Map(),
  packCourses: ReadonlyMap<string, string[]> = new Map(),
) {
  const f = entry.fields;
  return {
    id: entry.sys.id,
    name: f.name,
    ageRange: f.age_range,
    colors: {
      main: f.main_color,
      secondary: f.secondary_color,
      support: f.support_color,
      gradient: f.gradient_color,
    },
    cardTitle: f.card_title,
    cardSubtitle: f.card_subtitle,
    thumbnail: f.thumbnail,
    thumbnailCard: f.thumbnailCard,
    description: f.description,
    tag: f.tag ?? null,
    programs: f.programs.map((program) => {
      const kind = programKind(program);
      const title = programTitle(program);
      return {
        slug: program.slug,
        kind,
        title,
        courseName: program.name,
        description: program.description,
        tag: program.tag ?? null,
        facts: programFacts(program, courseFacts, packCourses),
        buttonText: programButtonText(kind),
        href: `/cursos/${program.link}`,
        silabo: program.silabo,
        infoMessage: programInfoMessage(title),
        thumbnail: program.thumbnail,
        thumbnailMob: program.thumbnailMob,
        countries: program.countries.map((code) => ({ code, name: countryNames.of(code) ?? code })),
      };
    }),
  };
}

/** Unknown or repeated ranges dropped. */
export function sortAgeRanges(
  entries: AgeRangeProgramEntry[],
  courseFacts: ReadonlyMap<string, ProductFacts> = new Map(),
  packCourses: ReadonlyMap<string, string[]> = new Map(),
) {
  return AGE_RANGE_ORDER.flatMap((range) => {
    const entry = entries.find((e) => e.fields.age_range === range);
    return entry ? [toAgeRange(entry, courseFacts, packCourses)] : [];
  });
}

export function toVideo(entry: VideoEntry) {
  const f = entry.fields;
  return {
    id: entry.sys.id,
    title: f.title,
    description: f.description ?? null,
    thumbnail: f.thumbnail,
    watchUrl: f.video_url,
    embedUrl: embedUrlFor(f.video_url),
  };
}
export type Video = ReturnType<typeof toVideo>;

export function featuredVideo(entries: VideoEntry[]) {
  const entry = entries.filter((e) => e.fields.kind === 'featured').sort(byOrder)[0];
  return entry ? toVideo(entry) : null;
}

export function testimonials(entries: VideoEntry[]) {
  return entries
    .filter((e) => e.fields.kind === 'testimonial')
    .sort(byOrder)
    .slice(0, TESTIMONIALS_SHOWN)
    .map(toVideo);
}

export function sortSlides(entries: SliderItemEntry[]) {
  return [...entries].sort(byOrder).map(toSlide);
}

/** Whatever order the service answered in. */
export function latestPosts(entries: BlogPostEntry[]) {
  return [...entries]
    .sort((a, b) => b.fields.publishDate.localeCompare(a.fields.publishDate))
    .slice(0, BLOG_POSTS_SHOWN)
    .map((entry) => ({
      id: entry.sys.id,
      title: entry.fields.title,
      heroImage: entry.fields.heroImage,
      publishDate: entry.fields.publishDate.slice(0, 10),
      excerpt: entry.fields.excerpt ?? null,
      url: entry.fields.url ?? null,
    }));
}

export type { Image };
