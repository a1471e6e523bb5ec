/** A booking is an anonymous POST, never cached, never retried by us. */
import { TrialBookingAnswerSchema, TrialOfferSchema, type TrialBookingBody } from './schemas/trial-classes';
import { apiData, postApiData } from './services';

export const getTrialOffer = async () =>
  apiData({ path: '/api/products/catch-users/', schema: TrialOfferSchema });

/** Hidden endpoint. */
export const bookTrialClass = async (body: TrialBookingBody) =>
  postApiData('/api/products/catch-users/', body, TrialBookingAnswerSchema, { created: true });
