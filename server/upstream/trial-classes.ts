/** A booking is an anonymous POST, never cached, never retried by us. */
import { callService } from './client';
import { TrialBookingAnswerSchema, TrialOfferSchema, type TrialBookingBody } from './schemas/trial-classes';
import { apiService } from './services';

export async function getTrialOffer() {
  const { data } = await callService(apiService(), {
    path: '/api/products/catch-users/',
    schema: TrialOfferSchema,
  });
  return data.data;
}

/** Hidden endpoint. */
export async function bookTrialClass(body: TrialBookingBody) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: '/api/products/catch-users/',
    body,
    schema: TrialBookingAnswerSchema,
    okStatuses: [200, 201],
  });
  return data.data;
}
