import type { AppLoadContext } from '@remix-run/node';
import { VARIANT_PATTERN } from '@server/site/thank-you';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { chatLink } from '@kernel/chat';
import { chatNumberFor } from '~/lib/chat-number.server';
import { notFound, orThrowResponse } from '~/lib/route-errors.server';
import { loaderCaller } from '~/lib/loader-session.server';

export function displayPhone(digits: string): string {
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}

export async function loadThankYouPage(request: Request, variant: string, context?: AppLoadContext) {
  if (!VARIANT_PATTERN.test(variant)) throw notFound();
  const caller = await loaderCaller(request, context);
  const page = await orThrowResponse(caller.site.thankYou({ variant }));
  const chatNumber = chatNumberFor(page.country);
  return {
    ...page,
    variant,
    chat: { number: displayPhone(chatNumber), href: chatLink(chatNumber) },
  };
}
