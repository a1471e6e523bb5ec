/** GET /api/banners/dashboard/ (spec §7): the banners of the student dashboard. */
import { callService } from './client';
import { BannerListSchema } from './schemas/banners';
import { apiService } from './services';

export async function listDashboardBanners(bearer: string) {
  const { data } = await callService(apiService(), {
    path: '/api/banners/dashboard/',
    bearer,
    schema: BannerListSchema,
  });
  return data.data;
}
