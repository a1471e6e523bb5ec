/** The student dashboard banners: fixtures/banners.ts into db.ts. */
import { banners } from '../fixtures/banners';
import { db } from './db';

export function seedBanners(): void {
  for (const banner of banners) db.banner.create({ ...banner });
}
