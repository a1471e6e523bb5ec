/**
 * Reminders before class and the child's private calendar feed (issue 17, docs/decisions/038).
 * The parent's procedures run only from the page's loader and action (accountProcedure): the
 * feed token is a capability and never travels over /api/trpc. `feed` is for the public .ics
 * route: the token is its only credential, and an unknown or revoked one is NOT_FOUND.
 */
import { z } from 'zod';
import { feedFile } from '../../reminders/feed-file';
import { feedUrls } from '../../reminders/feed-url';
import {
  readCalendarFeed,
  readFeedClasses,
  readReminderSetting,
  revokeCalendarFeed,
  rotateCalendarFeed,
  writeReminderSetting,
} from '../../upstream/reminders';
import { FeedTokenSchema } from '../../upstream/schemas/reminders';
import { accountProcedure, router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

const ChildInputSchema = z.object({ childId: z.number().int().positive() });

export const remindersRouter = router({
  /** The child's reminder switch and feed token, in parallel (the page's two reads). */
  settings: accountProcedure.input(ChildInputSchema).query(async ({ ctx, input }) => {
    const [reminders, feed] = await Promise.all([
      readReminderSetting(ctx.auth.refreshToken, input.childId),
      readCalendarFeed(ctx.auth.refreshToken, input.childId),
    ]);
    return { enabled: reminders.enabled, feed: feed.token === null ? null : feedUrls(feed.token) };
  }),

  setReminders: accountProcedure
    .input(ChildInputSchema.extend({ enabled: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const setting = await writeReminderSetting(ctx.auth.refreshToken, input.childId, input.enabled);
      return { enabled: setting.enabled };
    }),

  /** Creates the feed token, or replaces it (the old address stops working). */
  rotateFeed: accountProcedure.input(ChildInputSchema).mutation(async ({ ctx, input }) => {
    const feed = await rotateCalendarFeed(ctx.auth.refreshToken, input.childId);
    return { feed: feed.token === null ? null : feedUrls(feed.token) };
  }),

  revokeFeed: accountProcedure.input(ChildInputSchema).mutation(async ({ ctx, input }) => {
    await revokeCalendarFeed(ctx.auth.refreshToken, input.childId);
    return { feed: null };
  }),

  /** The feed's .ics text. A token of the wrong shape is refused before any call, as not found. */
  feed: serverProcedure.input(z.object({ token: z.string().max(200) })).query(async ({ input }) => {
    const token = FeedTokenSchema.safeParse(input.token);
    if (!token.success) throw new OutcomeError({ kind: 'not-found' }, 'Calendario no encontrado');
    const classes = await readFeedClasses(token.data);
    return { body: feedFile(classes, new Date()) };
  }),
});
