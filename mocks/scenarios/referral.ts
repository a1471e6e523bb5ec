/** Scenarios of the referral program (issue 17, decision 035). */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { define, type Scenario } from './define';
import { serverError, serviceUnavailable } from '../http/api-answers';

const api = `${MOCK_API_URL}/api/referral`;
const both = (path: string) => [path, `${path}/`];

export const referralScenarios: Scenario[] = [
  define(
    'referral-error',
    'Invitaciones: toda llamada de referidos responde 500: las páginas de invitación muestran el error del catálogo; el pedido y el pago siguen disponibles.',
    (on) => [...both(api), `${api}/*`].map((path) => http.all(path, on(serverError))),
  ),
  define(
    'referral-unavailable',
    'Invitaciones: aplicar un código al pedido responde 503: se explica junto al campo, sin perder lo escrito.',
    (on) => both(`${api}/invoice/:id`).map((path) => http.patch(path, on(serviceUnavailable))),
  ),
];
