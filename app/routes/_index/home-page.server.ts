/** The home's data with the links only the app can write, and dates in Spanish (no date library). */
import { getEnv } from '@server/env';
import { chatLink } from '@kernel/chat';
import { chatNumberFor } from '~/lib/chat-number.server';
import { formatLongDate } from '~/lib/dates.server';
import { orThrowResponse } from '~/lib/route-errors.server';
import type { Caller } from '~/lib/trpc.server';
import { publicOrigin } from '~/lib/request-origin.server';
import { organizationJsonLd } from '@server/site/organization-json-ld';
import { CHANNELS } from '~/components/contact/social-links';

export const SLIDER_CHAT_MESSAGE = 'Hola, quiero información sobre los cursos de Kodea.';

export async function loadHomePage(caller: Caller) {
  const home = await orThrowResponse(caller.site.home());
  const chatNumber = chatNumberFor(home.countryCode);
  const media = getEnv().MEDIA_URL.replace(/\/$/, '');
  const origin = publicOrigin();
  return {
    announcement: home.announcement,
    slides: home.slides.map((slide) => ({
      ...slide,
      secondary: slide.secondary
        ? {
            text: slide.secondary.text,
            chat: slide.secondary.chat,
            href: slide.secondary.chat
              ? chatLink(chatNumber, SLIDER_CHAT_MESSAGE)
              : slide.secondary.href ?? '/',
          }
        : null,
    })),
    ageRanges: home.ageRanges.map((range) => ({
      ...range,
      programs: range.programs.map(({ infoMessage, silabo, ...program }) => ({
        ...program,
        silaboUrl: `${media}/${silabo}`,
        infoUrl: chatLink(chatNumber, infoMessage),
      })),
    })),
    banners: home.banners,
    featuredVideo: home.featuredVideo,
    testimonials: home.testimonials,
    values: home.values,
    about: home.about,
    posts: home.posts.map((post) => ({ ...post, dateText: formatLongDate(post.publishDate) })),
    // The profiles are the contact card's own channels (the chat one is the number below).
    organization: organizationJsonLd({
      origin,
      sameAs: CHANNELS.flatMap((channel) => (channel.href ? [channel.href] : [])),
      email: getEnv().SUPPORT_EMAIL,
      telephone: chatNumber,
    }),
  };
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;
