/** Its own page, so /dashboard makes no extra upstream call. */
import { json, type AppLoadContext } from '@remix-run/node';
import { REMINDERS_TEXT } from '@kernel/texts/reminders';
import { logger } from '@server/log/logger';
import { redirectWithSession } from '@server/session.server';
import { RemindersFormSchema } from '@server/validation/reminders';
import { parseSubmission } from '~/lib/forms/submission.server';
import { parentPageData } from '~/lib/parent-route.server';
import { idFrom, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { errorCode, notFound, throwIfStoreOutage } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';

export const remindersPath = (childId: number) => `/dashboard/recordatorios/${childId}`;

const LIMITS = { maxLength: 40 };

export async function loadRemindersPage(
  request: Request,
  rawChildId: string | undefined,
  context?: AppLoadContext,
) {
  const childId = idFrom(rawChildId);
  if (childId === null) throw notFound();
  return parentPageData(
    request,
    remindersPath(childId),
    async (caller) => {
      const [children, settings] = await Promise.all([
        caller.parents.children(),
        caller.reminders.settings({ childId }),
      ]);
      const child = children.find((entry) => entry.id === childId);
      if (!child) throw notFound();
      return json(
        { childId, childName: child.first_name, ...settings },
        { headers: { 'Cache-Control': 'private, no-store' } },
      );
    },
    context,
  );
}

export async function remindersAction(request: Request, rawChildId: string | undefined) {
  const childId = idFrom(rawChildId);
  if (childId === null) throw notFound();
  const path = remindersPath(childId);
  const { session } = await requireParent(request, path);
  const submission = parseSubmission(await request.formData(), RemindersFormSchema, LIMITS);
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const caller = await getCaller(request, session);
  try {
    const children = await caller.parents.children();
    const child = children.find((entry) => entry.id === childId);
    if (!child) throw notFound();
    const form = submission.value;
    let message: string;
    if (form.intent === 'reminders') {
      const { intent: _intent, channel, ...events } = form;
      const saved = await caller.reminders.setPreferences({ childId, channel, events });
      if (saved.kind === 'no-phone')
        return json(
          { result: submission.reply({ fieldErrors: { channel: [REMINDERS_TEXT.noPhone] } }) },
          { status: 400 },
        );
      message = Object.values(saved.events).some(Boolean)
        ? REMINDERS_TEXT.saved(child.first_name, saved.channel)
        : REMINDERS_TEXT.savedOff(child.first_name);
    } else if (form.intent === 'create-feed' || form.intent === 'rotate-feed') {
      // One call either way: the upstream replaces any current token.
      await caller.reminders.rotateFeed({ childId });
      message = form.intent === 'create-feed' ? REMINDERS_TEXT.feedCreated : REMINDERS_TEXT.feedRotated;
    } else {
      await caller.reminders.revokeFeed({ childId });
      message = REMINDERS_TEXT.feedRevoked;
    }
    session.flash('toast', { kind: 'success', message });
    return redirectWithSession(path, session);
  } catch (error) {
    if (error instanceof Response) throw error;
    throwIfStoreOutage(error);
    await throwIfRefused(error, session, path);
    logger.error(`[reminders] saving failed: ${errorCode(error) ?? 'unknown'}`);
    // The form comes back with what the parent chose; the feed's buttons carry nothing to keep.
    return json({ result: submission.reply({ formErrors: [REMINDERS_TEXT.failure] }) }, { status: 502 });
  }
}
