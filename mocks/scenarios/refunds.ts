/** Scenarios of a refund, a pedido's or a vacation purchase's (issue 55 point 4): the API failing, the provider refusing. */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { serverError } from '../http/api-answers';
import { PROVIDER_REFUSED_SCENARIO } from '../refunds/refund';
import { define, type Scenario } from './define';

const PATHS = [`${MOCK_API_URL}/api/invoices/:id/refund`, `${MOCK_API_URL}/api/purchases/:id/refund`];

export const refundScenarios: Scenario[] = [
  define(
    'refund-error',
    'Pedir un reembolso responde 500: la página lo explica y conserva lo escrito; no se devuelve ni se anula nada.',
    (on) =>
      PATHS.flatMap((path) => [http.post(path, on(serverError)), http.post(`${path}/`, on(serverError))]),
  ),
  // Read by the simulated provider (mocks/refunds/refund.ts): its devolución is refused.
  define(
    PROVIDER_REFUSED_SCENARIO,
    'El proveedor de pagos rechaza la devolución: el pedido o la compra sigue pagado, sin nota de crédito, y la página explica por qué.',
    () => [],
  ),
];
