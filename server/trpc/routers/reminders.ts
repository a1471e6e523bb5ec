/** The feed token is a capability, never over /api/trpc (decision 038); unknown tokens are NOT_FOUND. */
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

  /** The old address stops working. */
  rotateFeed: accountProcedure.input(ChildInputSchema).mutation(async ({ ctx, input }) => {
    const feed = await rotateCalendarFeed(ctx.auth.refreshToken, input.childId);
    return { feed: feed.token === null ? null : feedUrls(feed.token) };
  }),

  revokeFeed: accountProcedure.input(ChildInputSchema).mutation(async ({ ctx, input }) => {
    await revokeCalendarFeed(ctx.auth.refreshToken, input.childId);
    return { feed: null };
  }),

  /** A token of the wrong shape is refused before any call, as not found. */
  feed: serverProcedure.input(z.object({ token: z.string().max(200) })).query(async ({ input }) => {
    const token = FeedTokenSchema.safeParse(input.token);
    if (!token.success) throw new OutcomeError({ kind: 'not-found' }, 'Calendario no encontrado');
    const classes = await readFeedClasses(token.data);
    return { body: feedFile(classes, new Date()) };
  }),
});
