/**
 * Electronic receipts (issues 55 and 75). The OSE's answers change what the issuer records
 * (mocks/receipts/issue.ts reads them with currentScenario()), so those need no handlers of
 * their own: a rejected or unanswered document is then answered or reissued from /__mocks
 * ('Comprobantes por atender'). Saving the buyer before paying and a receipt's files can fail
 * like any call.
 */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { serverError } from '../http/api-answers';
import { RECEIPT_SCENARIOS } from '../receipts/scenario-names';
import { define, type Scenario } from './define';

export const receiptScenarios: Scenario[] = [
  define(
    RECEIPT_SCENARIOS.observed,
    'Comprobantes: el OSE acepta la boleta o factura con observaciones; Mis compras la muestra «Observado» con el motivo.',
    () => [],
  ),
  define(
    RECEIPT_SCENARIOS.rejected,
    'Comprobantes: el OSE rechaza la boleta o factura; Mis compras dice «Rechazado por SUNAT: lo estamos corrigiendo», sin descarga, hasta que la API la reemite («Comprobantes por atender» en /__mocks).',
    () => [],
  ),
  define(
    RECEIPT_SCENARIOS.pending,
    'Comprobantes: el OSE aún no responde; Mis compras dice «Comprobante en proceso», sin descarga, hasta que responde («Comprobantes por atender» en /__mocks).',
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
  define(
    'receipt-files-error',
    'Comprobantes: descargar el XML o el CDR responde 500; se muestra el error, nada cambia.',
    (on) => [
      http.get(`${MOCK_API_URL}/api/electronic-documents/:number/:file/`, on(serverError)),
      http.get(`${MOCK_API_URL}/api/electronic-documents/:number/:file`, on(serverError)),
    ],
  ),
];
