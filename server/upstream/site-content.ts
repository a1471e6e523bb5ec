import { listEntries } from './content';
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
