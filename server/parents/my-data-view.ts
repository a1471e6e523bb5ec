/**
 * 'Mis datos' as a page (issue 55 point 6): the consents with their dates (and their withdrawal,
 * issue 75 point 3) in the parent's zone, and the family's data in words a parent reads. The JSON
 * download is the API's answer as it is.
 */
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import { formatDateTimeInZone } from '@kernel/dates';
import { formatMoney } from '@kernel/money';
import { SALE_STATUS_LABEL } from '@kernel/texts/checkout';
import { DOCUMENT_LABEL } from '../forms/options/documents';
import { EXPERIENCE_LABEL, GUARDIAN_RELATION_LABEL } from '../forms/options/family';
import { OPERATING_SYSTEM_LABEL } from '../forms/options/operating-systems';
import type { FamilyData } from '../upstream/schemas/privacy';

export type Row = { label: string; value: string };

const CONTEXT_LABEL = {
  'sign-up': 'Al crear tu cuenta',
  'add-child': 'Al agregar a un hijo o hija',
} as const;
const PURCHASE_STATUS: Record<string, string> = { paid: 'pagado', pending: 'pendiente', denied: 'denegado' };

/** A code's Spanish label, the code itself when the table has none, a dash when empty. */
function label(table: Record<string, string>, value: string | null): string {
  if (!value) return '—';
  return Object.hasOwn(table, value) ? table[value] : value;
}

/** The children a consent covers, by first name, as the family's data names them. */
function childNames(data: FamilyData, ids: readonly number[]): string {
  const names = data.children.filter((child) => ids.includes(child.id)).map((child) => child.first_name);
  return names.join(', ');
}

export function myDataView(data: FamilyData, timeZone: string) {
  const when = (instant: string) => formatDateTimeInZone(instant, timeZone);
  const { parent } = data;
  return {
    consents: data.consents.map((consent) => ({
      id: consent.id,
      version: consent.text_version,
      date: when(consent.accepted_at),
      context: CONTEXT_LABEL[consent.context],
      children: childNames(data, consent.child_ids),
      withdrawn: consent.withdrawn_at ? when(consent.withdrawn_at) : null,
    })),
    parent: [
      { label: 'Nombre', value: `${parent.first_name} ${parent.last_name}` },
      { label: 'Correo electrónico', value: parent.email },
      { label: 'Celular', value: parent.phone ?? '—' },
      { label: 'País', value: parent.country_code },
      { label: 'Ciudad', value: parent.city ?? '—' },
      {
        label: 'Relación con el estudiante',
        value: label(GUARDIAN_RELATION_LABEL, parent.guardian_relation),
      },
      {
        label: 'Documento',
        value: `${label(DOCUMENT_LABEL, parent.document_type)} ${parent.document_number ?? ''}`.trim(),
      },
    ],
    children: data.children.map((child) => ({
      id: child.id,
      name: `${child.first_name} ${child.last_name}`,
      rows: [
        { label: 'Usuario de estudiante', value: child.student_email },
        { label: 'Rango de edad', value: label(AGE_RANGE_LABEL, child.age_range) },
        { label: 'Experiencia previa', value: label(EXPERIENCE_LABEL, child.experience) },
        { label: 'Sistema operativo', value: label(OPERATING_SYSTEM_LABEL, child.operating_system) },
      ],
    })),
    purchases: [
      ...data.purchases.map((purchase) => ({
        key: `purchase-${purchase.purchase_id}`,
        description: purchase.description,
        amount: formatMoney(purchase.amount, purchase.currency),
        status: label(PURCHASE_STATUS, purchase.status),
        date: when(purchase.created_at),
      })),
      ...data.invoices.map((invoice) => ({
        key: `invoice-${invoice.invoice_id}`,
        description: invoice.items.map((item) => item.name).join(', ') || `Pedido ${invoice.invoice_id}`,
        amount: formatMoney(invoice.total, invoice.currency),
        status: label(SALE_STATUS_LABEL, invoice.status),
        date: when(invoice.created_at),
      })),
    ],
  };
}
