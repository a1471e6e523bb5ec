/** Slugs are lowercase words joined by hyphens; anything else cannot name a course or pack. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCatalogueSlug(slug: string | undefined): slug is string {
  return slug !== undefined && slug.length <= 120 && SLUG.test(slug);
}
