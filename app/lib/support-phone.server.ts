/** The support phone /contactanos shows: as written for people, and as a tel: link. */
import { getEnv } from '@server/env';

export function supportPhone(): { text: string; href: string } {
  const text = getEnv().SUPPORT_PHONE;
  return { text, href: `tel:${text.replace(/ /g, '')}` };
}
