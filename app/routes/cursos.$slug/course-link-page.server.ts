import type { AppLoadContext } from '@remix-run/node';
import { getEnv } from '@server/env';
import { readAuth } from '@server/session.server';
import { chatLink } from '@kernel/chat';
import { chatNumberFor } from '~/lib/chat-number.server';
import { courseJsonLd } from '@server/catalogue/course-json-ld';
import { buyActions } from '@server/catalogue/buy-actions';
import { isSlug } from '~/lib/url-slug';
// Date formatting through '.server' modules only: dayjs stays out of this public page's JavaScript.
import { formatStartInZone, timeZoneLabel } from '~/lib/dates.server';
import { startDateText } from '~/lib/start-date.server';
import { publicOrigin } from '~/lib/request-origin.server';
import { notFound, orThrowResponse } from '~/lib/route-errors.server';
import { priceBookOr } from '~/lib/price-book.server';
import { getCaller, timeZoneFromRequest, type Caller } from '~/lib/trpc.server';
import { loaderSession } from '~/lib/loader-session.server';
import { logger } from '@server/log/logger';
import { expectedOutcome } from '@server/trpc/outcomes';
import { reasonOf } from '~/lib/log-reason';
import type { SeatStates } from '@kernel/seats';

export async function loadCourseLinkPage(
  request: Request,
  slug: string | undefined,
  context?: AppLoadContext,
) {
  if (!isSlug(slug)) throw notFound();
  const session = await loaderSession(request, context);
  const caller = await getCaller(request, session);
  // Asked beside the page: a pack's slug is no course, and its quote and seats are simply none.
  const [page, quotes, seats] = await Promise.all([
    orThrowResponse(caller.courses.byLink({ slug })),
    priceBookOr(caller, 'course'),
    seatsOr(caller, slug),
  ]);
  const origin = publicOrigin();
  const media = getEnv().MEDIA_URL.replace(/\/$/, '');
  const chatNumber = chatNumberFor(page.country);
  const syllabusUrl = (silabo: string | null) => (silabo ? `${media}/${silabo}` : null);
  if (page.kind === 'pack')
    return {
      kind: 'pack' as const,
      pack: page.pack,
      origin,
      infoUrl: chatLink(chatNumber, productInfoMessage('el pack', page.pack.name)),
      syllabusUrl: syllabusUrl(page.pack.silabo),
    };
  const { course } = page;
  // One hour per group, in the visitor's zone and naming it (spec §9); the date moves with it.
  const timeZone = timeZoneFromRequest(request, readAuth(session));
  const zone = timeZoneLabel(timeZone);
  const groups = course.groups.map((group) => {
    const start = formatStartInZone(group.startDate, group.startHour, timeZone);
    return { id: group.id, name: group.name, start: `${start.date}, ${start.hour} (${zone})` };
  });
  return {
    kind: 'course' as const,
    course,
    startText: startDateText(course.initialDate),
    groups,
    /** Each group's seats and whether the course has nothing left (issue 76 point 2); null: unknown. */
    seats,
    /** Where /pagar offers a full course's waitlist (decision 093). */
    waitlistUrl: `/pagar?curso=${slug}`,
    price: page.price,
    currency: page.currency,
    origin,
    infoUrl: chatLink(chatNumber, productInfoMessage('el curso', course.name)),
    syllabusUrl: syllabusUrl(course.silabo),
    buy: buyActions({
      course: { name: course.name, quote: quotes({ type: 'course', course: slug }) },
      path: null,
      chatNumber,
    }),
    vacation: page.vacation,
    paths: page.paths,
    jsonLd: courseJsonLd(course, page.currency, origin),
  };
}

/**
 * A course's seats as /pagar reads them (the public page may show them a micro-cache old). Without
 * the API's answer, or for a pack, the page says nothing of seats: /pagar still refuses a full group.
 */
async function seatsOr(caller: Caller, course: string): Promise<SeatStates | null> {
  try {
    return await caller.waitlist.courseSeats({ course });
  } catch (error) {
    if (expectedOutcome(error)?.kind !== 'not-found')
      logger.warn({ reason: reasonOf(error) }, '[waitlist] course seats unavailable');
    return null;
  }
}

export function productInfoMessage(kind: 'el curso' | 'el pack', name: string): string {
  return `Hola, quiero más información sobre ${kind} «${name}».`;
}
