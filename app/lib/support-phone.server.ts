/** The support phone /contactanos shows: as written for people, and as a tel: link. */
import { getEnv } from '@server/env';

export function supportPhone(): { text: string; href: string } {
  const written = getEnv().SUPPORT_PHONE;
  // Non-breaking spaces: a number never wraps across lines.
  return { text: written.replace(/ /g, '\u00a0'), href: `tel:${written.replace(/ /g, '')}` };
}
