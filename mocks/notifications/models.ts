/** The simulated chat provider's outbox (/__mocks/mensajes), joined into the db with the reminders' models. */
import { primaryKey } from '@mswjs/data';

export const notificationModels = {
  /** One WhatsApp template message, as the provider's messages endpoint would receive it. */
  outboxMessage: {
    id: primaryKey(String),
    /** The business number that sends it, E.164. */
    from: String,
    /** The parent's phone, E.164. */
    to: String,
    template: String,
    /** The template's body parameters, in order, as JSON (a list of texts). */
    parameters: String,
    /** The provider request's JSON body. */
    body: String,
    event: String,
    childId: Number,
    createdAt: String,
  },
};
