import type { z } from 'zod';
import { contentEntries } from './content';
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

type EntryList = z.ZodType<{ items: unknown[] }>;

async function listEntries<L extends EntryList>(
  contentType: string,
  schema: L,
  query: Record<string, string | number> = {},
): Promise<z.infer<L>['items']> {
  return contentEntries(schema, { content_type: contentType, limit: 100, ...query });
}

const AnnouncementList = entryListSchema(AnnouncementEntrySchema);
const SliderItemList = entryListSchema(SliderItemEntrySchema);
const AgeRangeProgramList = entryListSchema(AgeRangeProgramEntrySchema);
const BannerList = entryListSchema(BannerEntrySchema);
const VideoList = entryListSchema(VideoEntrySchema);
const ValueList = entryListSchema(ValueEntrySchema);
const AboutUsList = entryListSchema(AboutUsEntrySchema);
const BlogPostList = entryListSchema(BlogPostEntrySchema);
const ThankYouList = entryListSchema(ThankYouEntrySchema);

export const listAnnouncements = () => listEntries('announcement', AnnouncementList);
export const listSliderItems = () => listEntries('sliderItem', SliderItemList);
export const listAgeRangePrograms = () => listEntries('ageRangeProgram', AgeRangeProgramList);
export const listBanners = () => listEntries('banner', BannerList);
export const listVideos = () => listEntries('video', VideoList);
export const listValues = () => listEntries('value', ValueList);
export const listAboutUs = () => listEntries('aboutUs', AboutUsList);
export const listBlogPosts = (limit: number) =>
  listEntries('blogPost', BlogPostList, { order: '-fields.publishDate', limit });
export const listThankYouPages = () => listEntries('thankYouPage', ThankYouList);
