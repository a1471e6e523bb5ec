/** The complaint's record as the filer sees, prints and downloads it, kept in their session only. */
import { CLAIM_OBJECT_LABEL, CLAIM_TYPE_LABEL } from '../forms/options/complaints';
import { documentLabel } from '../forms/options/documents';
import { NOT_IN_LIMA } from '../forms/options/peru-locations';
import { formatDateTimeInZone } from '@kernel/dates';
import { formatMoney } from '@kernel/money';
import type { ComplaintAnswer } from '../upstream/schemas/complaints';
import type { ComplaintInput } from '../validation/complaint';

export interface ComplaintRecord {
  id: string;
  number: string;
  filedAt: string;
  consumer: { name: string; document: string; address: string; phone: string; email: string };
  guardian: { name: string; document: string } | null;
  /** `name`: the kit or course; missing on records kept before it was asked. */
  good: { object: string; name?: string | null; amount: string; description: string };
  claim: { type: string; detail: string; request: string };
}

export function filedAtText(iso: string, timeZone: string): string {
  return formatDateTimeInZone(iso, timeZone);
}

export function recordNumber(number: number, year: number): string {
  return `N.° ${String(number).padStart(6, '0')}-${year}`;
}

/** The district list's 'NO RESIDO EN LIMA' answers a question and is no part of an address. */
export function consumerAddress(input: Pick<ComplaintInput, 'address' | 'district' | 'department'>): string {
  const parts = [input.address, input.district === NOT_IN_LIMA ? null : input.district, input.department];
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}

export function complaintRecord(answer: ComplaintAnswer, input: ComplaintInput): ComplaintRecord {
  return {
    id: answer.id,
    number: recordNumber(answer.number, answer.year),
    filedAt: answer.created_at,
    consumer: {
      name: `${input.firstName} ${input.lastName}`,
      document: `${documentLabel(input.documentType)} ${input.documentNumber}`,
      address: consumerAddress(input),
      phone: input.phone,
      email: input.email,
    },
    guardian: input.guardian && {
      name: input.guardian.name,
      document: `${documentLabel(input.guardian.documentType)} ${input.guardian.documentNumber}`,
    },
    good: {
      object: CLAIM_OBJECT_LABEL[input.claimObject],
      name: input.goodName,
      amount: formatMoney(input.amount, 'PEN'),
      description: input.goodDescription,
    },
    claim: { type: CLAIM_TYPE_LABEL[input.claimType], detail: input.detail, request: input.request },
  };
}
