/** GET /api/banners/dashboard/ (spec §7): the banners of the student dashboard. */
import { BannerListSchema } from './schemas/banners';
import { apiData } from './services';

export const listDashboardBanners = async (bearer: string) =>
  apiData({ path: '/api/banners/dashboard/', bearer, schema: BannerListSchema });
