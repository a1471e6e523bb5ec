/** A booking is an anonymous POST, never cached, never retried by us. */
import { TrialBookingAnswerSchema, TrialOfferSchema, type TrialBookingBody } from './schemas/trial-classes';
import { apiData, postApiData } from './services';

export async function getTrialOffer() {
  return apiData({ path: '/api/products/catch-users/', schema: TrialOfferSchema });
}

/** Hidden endpoint. */
export async function bookTrialClass(body: TrialBookingBody) {
  return postApiData('/api/products/catch-users/', body, TrialBookingAnswerSchema, { created: true });
}
