import { redirect, json, type AppLoadContext } from '@remix-run/node';
import { getEnv } from '@server/env';
import { purchaseBlock } from '@server/vacation-purchase/purchase-blocks';
import { scheduleText } from '@server/vacation-purchase/schedule-text';
import { getSession, readAuth, redirectWithSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import type { Requirements } from '@server/upstream/schemas/vacation';
import { isAgeRange, type AgeRange } from '@kernel/age-ranges';
import { formatLongDate, timeZoneLabel } from '@kernel/dates';
import { NO_SCHEDULES, PURCHASE_BLOCKED, type PurchaseBlock } from '@kernel/texts/payments';
import { publicOrigin } from '~/lib/request-origin.server';
import { orThrowResponse, toRouteErrorResponse } from '~/lib/route-errors.server';
import { getCaller, timeZoneFromRequest, type Caller } from '~/lib/trpc.server';
import { loaderSession } from '~/lib/loader-session.server';
import { programStart } from './program-start';
import { logger } from '@server/log/logger';
import { reasonOf } from '~/lib/log-reason';
import { promotionStockLeft, promotionUntil } from '@kernel/texts/vacation-promotion';
import type { ProgramPrice } from '@server/vacation-purchase/pricing';

/** How long the promotion price lasts and how many places it has left, as the API announces them. */
function promotionTerms(promotion: ProgramPrice['promotion'], timeZone: string): string[] {
  if (!promotion) return [];
  return [
    promotion.endsAt ? promotionUntil(promotion.endsAt, timeZone) : null,
    promotion.stockLeft === null ? null : promotionStockLeft(promotion.stockLeft),
  ].filter((line): line is string => line !== null);
}

export const SCHEDULE_REQUIRED = '***Debe seleccionar un horario';
/** Spec §9's fixed start: the default when the program's content gives none (decision 013). */
export const DEFAULT_START_TEXT = 'Febrero 2022';
const DEFAULT_AGE: AgeRange = '8_to_11';

function requirementsFor(requirements: Requirements, ageRange: AgeRange): string[] {
  const specific = {
    '5_to_7': requirements.program_5_to_7,
    '8_to_11': requirements.program_8_plus,
    '12_plus': requirements.program_12_plus,
  }[ageRange];
  return [...requirements.general_program, ...specific];
}

/**
 * Why 'Ir a Pagar' cannot be pressed. A program with no schedule is the spec's case of none chosen
 * (§8 'Purchase pressed without schedule'): the button stays and answers its text (issue 76).
 */
function blockedReason(block: PurchaseBlock | null): string | null {
  return block && block !== NO_SCHEDULES ? PURCHASE_BLOCKED[block] : null;
}

export async function loadVacationPage(request: Request, context?: AppLoadContext) {
  const url = new URL(request.url);
  const edad = url.searchParams.get('edad');
  const ageRange = isAgeRange(edad) ? edad : DEFAULT_AGE;
  const session = await loaderSession(request, context);
  const caller = await getCaller(request, session);
  // The seats of every program of the age, asked beside the page: one round of calls.
  const [page, seats] = await Promise.all([
    orThrowResponse(caller.vacation.page({ ageRange })),
    seatsOf(caller, ageRange),
  ]);
  // Without the browser's zone (JavaScript off), a signed-in parent's country's zone, not Lima's.
  const timeZone = timeZoneFromRequest(request, readAuth(session));
  const media = getEnv().MEDIA_URL.replace(/\/$/, '');
  // `programa`: its place on the page, or its id (a bought program's card links it by id).
  const programa = url.searchParams.get('programa') ?? '0';
  const byId = page.programs.findIndex((program) => program.id === programa);
  const requested = byId >= 0 ? byId : Number(programa);
  const selected =
    Number.isInteger(requested) && requested >= 0 && requested < page.programs.length ? requested : 0;
  const programs = page.programs.map((program) => ({
    id: program.id,
    name: program.name,
    description: program.description,
    duration: program.duration,
    start: programStart(
      program.start_text?.trim() || DEFAULT_START_TEXT,
      program.groups.map((group) => group.start_date),
    ),
    studyPlanUrl: `${media}/${program.curriculum}`,
    price: { amount: program.pricing.price, currency: program.pricing.currency },
    beforePrice:
      program.pricing.beforePrice === null
        ? null
        : { amount: program.pricing.beforePrice, currency: program.pricing.currency },
    discountOff: program.pricing.discountOff,
    promotionTerms: promotionTerms(program.pricing.promotion, timeZone),
    billing: program.is_subscription ? 'Suscripción mensual' : 'Pago único',
    courses: program.courses.map((course) => ({ id: course.id, name: course.name, modules: course.modules })),
    groups: program.groups.map((group) => ({
      id: group.id,
      dates: `Del ${formatLongDate(group.start_date)} al ${formatLongDate(group.end_date)}`,
      schedule: scheduleText(group, timeZone),
    })),
    blockedReason: blockedReason(purchaseBlock(program)),
  }));
  return json({
    ageRange,
    selected,
    seats: (programs[selected] && seats?.[programs[selected].id]) ?? null,
    programs,
    requirements: requirementsFor(page.requirements, ageRange),
    currency: page.currency,
    zoneLabel: timeZoneLabel(timeZone),
    origin: publicOrigin(),
  });
}

/** Seats are the API's to count; without its answer the schedules show none (the purchase still refuses a full one). */
async function seatsOf(caller: Caller, ageRange: AgeRange) {
  try {
    return await caller.waitlist.ageRangeSeats({ ageRange });
  } catch (error) {
    logger.warn({ reason: reasonOf(error) }, '[waitlist] seats unavailable');
    return null;
  }
}

export async function startPurchase(request: Request) {
  const form = await request.formData();
  const edad = String(form.get('ageRange') ?? '');
  const ageRange = isAgeRange(edad) ? edad : DEFAULT_AGE;
  const programId = String(form.get('programId') ?? '');
  const groupId = String(form.get('groupId') ?? '');
  const session = await getSession(request);
  const caller = await getCaller(request, session);
  try {
    const purchase = await caller.vacation.prepare({ ageRange, programId, groupId });
    session.set('purchase', purchase);
    session.unset('payment');
    return redirectWithSession('/enrollment', session);
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (
      outcome?.kind === 'invalid-input' ||
      (outcome?.kind === 'purchase-blocked' && outcome.block === NO_SCHEDULES)
    )
      return json({ error: SCHEDULE_REQUIRED, programId }, { status: 400 });
    // Nothing to sell (no schedules or no courses): say why, and store nothing.
    if (outcome?.kind === 'purchase-blocked')
      return json({ error: blockedReason(outcome.block), programId }, { status: 409 });
    if (outcome?.kind === 'not-found' || outcome?.kind === 'purchase-unavailable')
      throw redirect(`/vacaciones?edad=${ageRange}`);
    throw toRouteErrorResponse(error);
  }
}
