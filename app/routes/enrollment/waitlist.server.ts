/**
 * The waitlist on /enrollment and /pagar (decisions 092, 093): no schedule (or course group) with a
 * seat for this family, 'Unirme a la lista de espera' for a chosen child instead of paying.
 */
import { WAITLIST_TEXT } from '@kernel/texts/waitlist';
import { redirectWithSession, type KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { waitlistStates } from '@server/waitlist/entry-states';
import { seatStateOf } from '@kernel/seats';
import { logger } from '@server/log/logger';
import { reasonOf } from '~/lib/log-reason';
import { toRouteErrorResponse } from '~/lib/route-errors.server';
import type { Caller } from '~/lib/trpc.server';
import { childIdOf } from './child-choice-form.server';

type WaitlistOf = { programId: string } | { course: string };

/** Seats are the API's to count; if it does not answer, the page shows no waitlist (the purchase still refuses a full schedule). */
export async function loadWaitlist(caller: Caller, list: WaitlistOf, request: Request) {
  try {
    const seats = await ('course' in list ? caller.waitlist.course(list) : caller.waitlist.program(list));
    // A freed seat held for this family: 'Cupo reservado hasta …', and it may pay.
    const held = seats.entries.find((entry) => entry.state === 'held') ?? null;
    // Every schedule full for this family: the page offers the list instead of paying.
    const full = seats.full && held === null;
    const url = new URL(request.url);
    return {
      full,
      // What each schedule or group shows, as waitlist.programSeats / courseSeats answer it (issue 77).
      seats: {
        full,
        groups: seats.groups.map((group) => ({ id: group.id, seats: seatStateOf(group.seatsLeft) })),
      },
      fullGroupIds: seats.groups.filter((group) => group.seatsLeft === 0).map((group) => group.id),
      entries: seats.entries,
      held,
      // The family's places that can still move, as waitlist.states answers them (issue 77).
      places: {
        of: list,
        states: waitlistStates(seats.entries, list),
        refreshHref: `${url.pathname}${url.search}`,
      },
    };
  } catch (error) {
    logger.warn({ reason: reasonOf(error) }, '[waitlist] seats unavailable');
    return null;
  }
}

/** `back`: the page again, with the child the form named (or none). */
export async function joinWaitlistAction(
  session: KodeaSession,
  caller: Caller,
  form: FormData,
  list: WaitlistOf,
  back: (childId: number | undefined) => string,
) {
  const childId = childIdOf(form);
  const answer = (message: string | null) => {
    if (message) session.flash('paymentError', message);
    return redirectWithSession(back(childId), session);
  };
  if (childId === undefined) return answer(WAITLIST_TEXT.chooseChild);
  try {
    await caller.waitlist.join({ ...list, childId });
    return answer(null);
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'waitlist-refused') return answer(WAITLIST_TEXT.refused[outcome.reason]);
    // Another family's child: not found, and nothing about it is shown.
    if (outcome?.kind === 'not-found') throw toRouteErrorResponse(error);
    logger.error({ reason: reasonOf(error) }, '[waitlist] join failed');
    return answer(WAITLIST_TEXT.failure);
  }
}
