/** The student dashboard banners: fixtures/banners.ts into index.ts. */
import { banners } from '../../fixtures/banners';
import { db } from './index';

export function seedBanners(): void {
  for (const banner of banners) db.banner.create({ ...banner });
}
