/**
 * The trial-class offer (decision 036): the offer is a public GET (kept by the public cache like
 * the catalogue); a booking is an anonymous POST, never cached, never retried by us.
 */
import { callService } from './client';
import { TrialBookingAnswerSchema, TrialOfferSchema, type TrialBookingBody } from './schemas/trial-classes';
import { apiService } from './services';

/** `GET /api/products/catch-users/`: whether the offer is on, its words, ages and days. */
export async function getTrialOffer() {
  const { data } = await callService(apiService(), {
    path: '/api/products/catch-users/',
    schema: TrialOfferSchema,
  });
  return data.data;
}

/** `POST /api/products/catch-users/` (hidden endpoint): books one free trial class. */
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
