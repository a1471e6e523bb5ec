/**
 * Electronic receipts (issue 55). The OSE's answers change what the issuer records
 * (mocks/receipts/issue.ts reads them with currentScenario()), so those need no handlers of
 * their own; saving the buyer before paying can fail like any call.
 */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { serverError } from '../http/api-answers';
import { RECEIPT_SCENARIOS } from '../receipts/issue';
import { define, type Scenario } from './define';

export const receiptScenarios: Scenario[] = [
  define(
    RECEIPT_SCENARIOS.observed,
    'Comprobantes: el OSE acepta la boleta o factura con observaciones; Mis compras la muestra «Observado» con el motivo.',
    () => [],
  ),
  define(
    RECEIPT_SCENARIOS.rejected,
    'Comprobantes: el OSE rechaza la boleta o factura; Mis compras la muestra «Rechazado» con el motivo.',
    () => [],
  ),
  define(
    RECEIPT_SCENARIOS.exempt,
    'Comprobantes: los cursos son inafectos al IGV; la boleta o factura dice «Op. inafecta» sin IGV.',
    () => [],
  ),
  define(
    'receipt-buyer-error',
    'Pedido: guardar los datos del comprobante responde 500; el pago no empieza y se muestra el error.',
    (on) => [
      http.put(`${MOCK_API_URL}/api/invoices/:id/receipt-buyer/`, on(serverError)),
      http.put(`${MOCK_API_URL}/api/invoices/:id/receipt-buyer`, on(serverError)),
    ],
  ),
];
