/**
 * The page of an invitation's product (issue 53: every mention of a path links it). The referral
 * API names the product only, so its page is the content entry of that name; none when the name
 * matches no entry or the content service fails, and the name is shown unlinked.
 */
import { listLearningPathEntries } from '../upstream/catalogue-content';
import { listCourseEntries } from '../upstream/content';
import { logger } from '../log/logger';
import type { ReferralKind } from '../upstream/schemas/referral';
import { productItemId } from '@kernel/product-facts';

async function slugNamed(kind: ReferralKind, name: string): Promise<string | null> {
  if (kind === 'group') return null;
  const entries = kind === 'learning_path' ? await listLearningPathEntries() : await listCourseEntries();
  return entries.find((entry) => entry.fields.name === name)?.fields.slug ?? null;
}

export async function referralItemHref(kind: ReferralKind, name: string): Promise<string | null> {
  try {
    const slug = await slugNamed(kind, name);
    if (!slug) return null;
    return kind === 'learning_path' ? productItemId.path(slug) : productItemId.course(slug);
  } catch (error) {
    logger.error(
      { reason: error instanceof Error ? error.message : String(error) },
      '[referral] content unavailable, the invitation names its product without a link',
    );
    return null;
  }
}
