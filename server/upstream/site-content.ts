/**
 * Typed calls to the content service for the home and the thank-you page. Each is a public GET,
 * so callService serves it from the public cache (docs/decisions/014) like the course entries.
 */
import type { z } from 'zod';
import { callService } from './client';
import { entryListSchema } from './schemas/content';
import {
  AboutUsEntrySchema,
  AgeRangeProgramEntrySchema,
  AnnouncementEntrySchema,
  BannerEntrySchema,
  BlogPostEntrySchema,
  SliderItemEntrySchema,
  ThankYouEntrySchema,
  ValueEntrySchema,
  VideoEntrySchema,
} from './schemas/site';
import { contentService } from './services';

async function listEntries<S extends z.ZodType>(
  contentType: string,
  schema: S,
  query: Record<string, string | number> = {},
): Promise<Array<z.infer<S>>> {
  const { data } = await callService(contentService(), {
    path: '/entries',
    query: { content_type: contentType, limit: 100, ...query },
    schema: entryListSchema(schema),
  });
  return data.items;
}

export const listAnnouncements = () => listEntries('announcement', AnnouncementEntrySchema);
export const listSliderItems = () => listEntries('sliderItem', SliderItemEntrySchema);
export const listAgeRangePrograms = () => listEntries('ageRangeProgram', AgeRangeProgramEntrySchema);
export const listBanners = () => listEntries('banner', BannerEntrySchema);
export const listVideos = () => listEntries('video', VideoEntrySchema);
export const listValues = () => listEntries('value', ValueEntrySchema);
export const listAboutUs = () => listEntries('aboutUs', AboutUsEntrySchema);
/** Newest first; the home shows the latest few. */
export const listBlogPosts = (limit: number) =>
  listEntries('blogPost', BlogPostEntrySchema, { order: '-fields.publishDate', limit });
export const listThankYouPages = () => listEntries('thankYouPage', ThankYouEntrySchema);
