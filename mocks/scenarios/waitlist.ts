/** Waitlists (decision 092): joining one fails. */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { serverError } from '../http/api-answers';
import { define, type Scenario } from './define';

export const waitlistScenarios: Scenario[] = [
  define(
    'waitlist-error',
    'Unirse a una lista de espera responde 500: la página lo explica y conserva al hijo elegido; no se anota nada.',
    (on) => [http.post(`${MOCK_API_URL}/api/waitlist/`, on(serverError))],
  ),
];
