/** Scenarios of the online checkout (issue 16, decision 030). */
import { http } from 'msw';
import { MOCK_API_URL, MOCK_CARD_PROVIDER, MOCK_GLOBAL_PROVIDER, MOCK_LOCAL_PROVIDER } from '../config';
import { forbidden, serverError, serviceUnavailable } from '../http/api-answers';
import { asRecord, asText } from '../http/text';
import { INTENT_DECLINED_SCENARIO } from '../card-provider/global/confirm';
import { localPaymentInformation } from '../handlers/local-payments';
import { INVOICE_NUMBER } from '../checkout/invoice-number';
import { define, type Scenario } from './define';

const api = MOCK_API_URL;
const global = `${api}/api/${MOCK_GLOBAL_PROVIDER}`;

const both = (path: string) => [path.replace(/\/$/, ''), `${path.replace(/\/$/, '')}/`];

/** The soles card authorization of an invoice (its number is the purchase number), not a vacation purchase's. */
async function isInvoiceAuthorization(request: Request): Promise<boolean> {
  try {
    const body = asRecord(await request.clone().json());
    return INVOICE_NUMBER.test(asText(body?.purchase_number));
  } catch {
    return false;
  }
}

export const checkoutScenarios: Scenario[] = [
  define(
    'invoice-403',
    'Pedidos y pagos en línea responden 403: se registra «Problemas con el request» y se ofrece volver, sin perder nada.',
    (on) => [
      ...[`${api}/api/invoices`, `${api}/api/invoices/*`].map((path) => http.all(path, on(forbidden))),
      ...[
        `${global}/payment-intent/*`,
        `${global}/promotion-codes/*`,
        `${global}/payment/notification/*`,
        ...both(`${global}/payment-intent/`),
        ...both(`${api}/api/${MOCK_LOCAL_PROVIDER}/payment-information/`),
        ...both(`${api}/api/cards/mc-validation/`),
      ].map((path) => http.all(path, on(forbidden))),
      http.post(
        `${api}/api/${MOCK_CARD_PROVIDER}/authorization/`,
        on(async ({ request }) => ((await isInvoiceAuthorization(request)) ? forbidden() : undefined)),
      ),
    ],
  ),
  define(
    'coupon-service-down',
    'Cupones y códigos promocionales responden 503: el código no se aplica y el pago sigue disponible.',
    (on) => [
      ...both(`${api}/api/invoices/:id/couponadd`).map((path) => http.post(path, on(serviceUnavailable))),
      http.post(`${global}/promotion-codes/*`, on(serviceUnavailable)),
    ],
  ),
  // Read by the provider's confirmation (card-provider/global/confirm.ts): no API call changes.
  define(
    INTENT_DECLINED_SCENARIO,
    'Pago en dólares: toda confirmación con tarjeta se rechaza (card_declined), con cualquier tarjeta.',
    () => [],
  ),
  define(
    'notification-error',
    'El proveedor global confirma el pago pero nuestro aviso (notification/success) responde 500: el pago queda registrado y se reintenta sin cobrar de nuevo.',
    (on) => both(`${global}/payment/notification/success/`).map((path) => http.post(path, on(serverError))),
  ),
  define(
    'local-payment-expired',
    'El código de pago en efectivo llega ya vencido y el pedido queda vencido.',
    (on) =>
      both(`${api}/api/${MOCK_LOCAL_PROVIDER}/payment-information/`).map((path) =>
        http.post(
          path,
          on(({ request }) => localPaymentInformation(request, { alreadyExpired: true })),
        ),
      ),
  ),
];
