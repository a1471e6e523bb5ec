/**
 * A URL slug: lowercase words joined by hyphens. Anything else cannot name a course, a learning
 * path, a pack or a campaign, so the page answers 404 without asking the upstream.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `maxLength`: a catalogue slug's (course, path, pack) unless the caller names its own. */
export function isSlug(value: string | undefined, maxLength = 120): value is string {
  return value !== undefined && value.length <= maxLength && SLUG.test(value);
}
