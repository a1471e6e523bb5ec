/**
 * Builders for the mock checkout tests (not a test file): calls to the simulated API as a family
 * would make them through our server, answered by the MSW handlers of tests/setup.ts.
 */
import { issueTokens } from '../../mocks/accounts/tokens';
import { MOCK_API_URL, MOCK_GLOBAL_PROVIDER, MOCK_LOCAL_PROVIDER } from '../../mocks/config';
import { InvoiceAnswerSchema, type Invoice } from '../../server/upstream/schemas/invoices';

/** padre@example.com (Peru: Sofía 501, Diego 502) and mama.mx@example.com (Mexico: Emiliano 503). */
export const PADRE = 101;
export const MAMA_MX = 102;
export const SOFIA = 501;
export const DIEGO = 502;
export const EMILIANO = 503;

export const GLOBAL = `/api/${MOCK_GLOBAL_PROVIDER}`;
export const LOCAL = `/api/${MOCK_LOCAL_PROVIDER}`;

export interface Answer {
  status: number;
  body: unknown;
}

export function apiAs(userId: number | null) {
  const bearer = userId === null ? null : issueTokens(userId).refresh;
  return async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${MOCK_API_URL}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

export const MINECRAFT_OF_PATH_2 = {
  product_type: 'course',
  product_id: 'curso-de-minecraft-education-code-builder',
  learning_path: 'ruta-creadores-de-videojuegos',
} as const;
export const WHOLE_PATH_2 = {
  product_type: 'learning_path',
  product_id: 'ruta-creadores-de-videojuegos',
  learning_path: null,
} as const;
export const YOUTUBER_ALONE = {
  product_type: 'course',
  product_id: 'curso-de-youtuber-kids',
  learning_path: null,
} as const;

/** The invoice of an answer, checked against the contract's schema. */
export function invoiceOf(answer: Answer): Invoice {
  return InvoiceAnswerSchema.parse(answer.body).data;
}

/** An open soles invoice of padre@ for Sofía (the next course of her path unless told). */
export async function solesInvoice(items: readonly object[] = [MINECRAFT_OF_PATH_2]) {
  const api = apiAs(PADRE);
  const created = await api('POST', '/api/invoices/', {
    student_id: SOFIA,
    currency: 'PEN',
    country: 'PE',
    items,
  });
  return { api, invoice: invoiceOf(created), created };
}

/** An open dollar invoice of mama.mx@ for Emiliano (the course alone unless told). */
export async function dollarInvoice(items: readonly object[] = [YOUTUBER_ALONE]) {
  const api = apiAs(MAMA_MX);
  const created = await api('POST', '/api/invoices/', {
    student_id: EMILIANO,
    currency: 'USD',
    country: 'MX',
    items,
  });
  return { api, invoice: invoiceOf(created), created };
}

/** Test documents (docs/payments.md): a DNI and a RUC whose check digits are right. */
export const NAMED_BOLETA = {
  kind: 'boleta',
  document_type: 'DNI',
  document_number: '45678912',
  name: 'Carlos Quispe Huamán',
  address: null,
} as const;
export const FACTURA_BUYER = {
  kind: 'factura',
  document_type: 'RUC',
  document_number: '20131312955',
  name: 'Constructora Los Andes S.A.C.',
  address: 'Av. Arequipa 1450, Lince, Lima',
} as const;

/** Who the pedido's receipt is for, as the checkout saves it before a payment starts. */
export const setBuyer = (api: ReturnType<typeof apiAs>, invoiceId: number, buyer: object = NAMED_BOLETA) =>
  api('PUT', `/api/invoices/${invoiceId}/receipt-buyer/`, { receipt_buyer: buyer });
