/**
 * A complaint sheet as its holder sees, prints and downloads it (docs/decisions/099): the API's
 * sheet in Spanish words, with the provider's answer once recorded and the last day to give it.
 */
import { CLAIM_OBJECT_LABEL, CLAIM_TYPE_LABEL } from '../forms/options/complaints';
import { countryName } from '../forms/options/countries';
import { documentLabel } from '../forms/options/documents';
import { NOT_IN_LIMA } from '../forms/options/peru-locations';
import { addPeruBusinessDays, limaDateOf } from '@kernel/business-days';
import { formatDateTimeInZone, formatLongDate } from '@kernel/dates';
import { formatMoney } from '@kernel/money';
import { RESPONSE_BUSINESS_DAYS } from '@kernel/texts/complaints';
import type { ComplaintSheet } from '../upstream/schemas/complaints';

/**
 * A sheet this browser filed, kept in its session: `/libro-de-reclamaciones/{id}` (the address
 * sheets had before their copy link) leads its filer to the copy. Entries kept before the copy
 * link have no token, and open no more.
 */
export interface FiledComplaint {
  id: string;
  copyToken?: string;
}

export interface ComplaintRecord {
  id: string;
  number: string;
  filedAt: string;
  consumer: {
    name: string;
    /** The country's name; missing on records kept before it was asked. */
    country?: string;
    document: string;
    address: string;
    phone: string;
    email: string;
  };
  guardian: { name: string; document: string } | null;
  /** `name`: the kit or course; missing on records kept before it was asked. */
  good: { object: string; name?: string | null; amount: string; description: string };
  claim: { type: string; detail: string; request: string };
  /** The provider's answer as recorded on the sheet; null while there is none. */
  answer: { text: string; answeredAt: string; by: string } | null;
  /** The last day of the provider's term to answer ('15 de diciembre de 2026'). */
  responseDue: string;
}

export function filedAtText(iso: string, timeZone: string): string {
  return formatDateTimeInZone(iso, timeZone);
}

export function recordNumber(number: number, year: number): string {
  return `N.° ${String(number).padStart(6, '0')}-${year}`;
}

/**
 * In Peru: the street, the district and the department ('NO RESIDO EN LIMA' answers a question and
 * is no part of an address). Abroad: the address as written, then the country.
 */
export function consumerAddress(complaint: {
  address: string;
  district: string | null;
  department: string | null;
  country?: string;
}): string {
  const abroad = complaint.country && complaint.country !== 'PE' ? countryName(complaint.country) : null;
  const district = complaint.district === NOT_IN_LIMA ? null : complaint.district;
  const parts = abroad ? [complaint.address, abroad] : [complaint.address, district, complaint.department];
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}

/** The last day of the provider's term (Código de Protección y Defensa del Consumidor, art. 24). */
export const responseDueDate = (filedAt: string) =>
  formatLongDate(addPeruBusinessDays(limaDateOf(filedAt), RESPONSE_BUSINESS_DAYS));

export function complaintRecord(sheet: ComplaintSheet, timeZone: string): ComplaintRecord {
  const { complaint } = sheet;
  return {
    id: sheet.id,
    number: recordNumber(sheet.number, sheet.year),
    filedAt: sheet.created_at,
    consumer: {
      name: `${complaint.first_name} ${complaint.last_name}`,
      country: countryName(complaint.country),
      document: `${documentLabel(complaint.document_type)} ${complaint.document_number}`,
      address: consumerAddress(complaint),
      phone: complaint.phone,
      email: complaint.email,
    },
    guardian: complaint.guardian && {
      name: complaint.guardian.name,
      document: `${documentLabel(complaint.guardian.document_type)} ${complaint.guardian.document_number}`,
    },
    good: {
      object: CLAIM_OBJECT_LABEL[complaint.claim_object],
      name: complaint.good_name,
      amount: formatMoney(complaint.amount, 'PEN'),
      description: complaint.good_description,
    },
    claim: {
      type: CLAIM_TYPE_LABEL[complaint.claim_type],
      detail: complaint.detail,
      request: complaint.request,
    },
    answer: sheet.answer && {
      text: sheet.answer.text,
      answeredAt: formatDateTimeInZone(sheet.answer.answered_at, timeZone),
      by: sheet.answer.answered_by,
    },
    responseDue: responseDueDate(sheet.created_at),
  };
}
