/** Builders for the checkout's unit tests (not a test file): an upstream invoice and a vacation purchase. */
import type { Invoice, ListedPurchase } from '../../server/upstream/schemas/invoices';

export function invoiceOf(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoice_id: 7001,
    number: 'PED-00007001',
    status: 'open',
    student: { id: 501, first_name: 'Sofía' },
    currency: 'PEN',
    country: 'PE',
    items: [
      {
        product_type: 'course',
        product_id: 'curso-de-videojuegos-con-roblox',
        learning_path: null,
        name: 'Curso de Videojuegos con Roblox',
        amount: 549,
        detail: '2 meses · 16 sesiones',
      },
    ],
    subtotal: 549,
    discount: 0,
    total: 549,
    discount_code: null,
    enrolments: [{ course: 'curso-de-videojuegos-con-roblox', learning_path: null, group_id: 'grp-5-1' }],
    payment_method: null,
    payment_reference: null,
    local_payment: null,
    local_methods: ['agent', 'bank_transfer'],
    created_at: '2026-11-22T15:04:00-05:00',
    paid_at: null,
    done_at: null,
    receipt_sent_at: null,
    ...overrides,
  };
}

export function vacationPurchaseOf(overrides: Partial<ListedPurchase> = {}): ListedPurchase {
  return {
    purchase_id: '1027000001',
    description: 'Programa de vacaciones Roblox · Lunes y Miércoles',
    amount: 450,
    currency: 'PEN',
    status: 'paid',
    student: { id: 501, first_name: 'Sofía' },
    created_at: '2026-11-20T09:00:00-05:00',
    paid_at: '2026-11-20T09:02:00-05:00',
    card: '491914******9067',
    brand: 'visa',
    ...overrides,
  };
}
