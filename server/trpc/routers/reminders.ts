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
import { UpstreamError } from '../../upstream/errors';
import {
  FeedTokenSchema,
  ReminderSettingBodySchema,
  type ReminderSetting,
} from '../../upstream/schemas/reminders';
import { accountProcedure, router, serverProcedure } from '../init';
import { OutcomeError } from '../outcomes';

const ChildInputSchema = z.object({ childId: z.number().int().positive() });

const preferences = (setting: ReminderSetting) => ({
  channel: setting.channel,
  events: setting.events,
  whatsappPhone: setting.whatsapp_phone,
});

/** The upstream's 400 on `channel`: WhatsApp chosen while the account has no phone. */
const isNoPhone = (error: unknown) =>
  error instanceof UpstreamError &&
  error.kind === 'bad-request' &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'channel' in error.body;

export const remindersRouter = router({
  settings: accountProcedure.input(ChildInputSchema).query(async ({ ctx, input }) => {
    const [reminders, feed] = await Promise.all([
      readReminderSetting(ctx.auth.refreshToken, input.childId),
      readCalendarFeed(ctx.auth.refreshToken, input.childId),
    ]);
    return { ...preferences(reminders), feed: feed.token === null ? null : feedUrls(feed.token) };
  }),

  /** The channel and the events switched on; a refused WhatsApp is an answer, not an error. */
  setPreferences: accountProcedure
    .input(ChildInputSchema.extend(ReminderSettingBodySchema.shape))
    .mutation(async ({ ctx, input }) => {
      const { childId, ...body } = input;
      try {
        const setting = await writeReminderSetting(ctx.auth.refreshToken, childId, body);
        return { kind: 'saved' as const, ...preferences(setting) };
      } catch (error) {
        if (isNoPhone(error)) return { kind: 'no-phone' as const };
        throw error;
      }
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
