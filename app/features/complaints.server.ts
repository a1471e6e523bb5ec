/**
 * The complaints book, server side (docs/decisions/019): validates the form, files it upstream,
 * keeps the record in the filer's session (only they can open it again) and renders it for download.
 */
import { json } from '@remix-run/node';
import { complaintRecord, type ComplaintRecord } from '@server/complaints/record';
import { ComplaintInputSchema } from '@server/validation/complaint';
import { getSession, redirectWithSession, type KodeaSession } from '@server/session.server';
import { MAINTENANCE_TEXT } from '~/components/route-error';
import { COMPLAINT_TEXT } from '~/components/complaints/texts';
import { errorCode } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { fieldErrors, type FieldErrors } from './sign-up-form.server';
import { logger } from '@server/log/logger';

export const COMPLAINTS_PATH = '/libro-de-reclamaciones';
/** The records a browser keeps: enough for a family, bounded for the session's size (decision 023). */
export const KEPT_RECORDS = 10;

/** Over the per-client limit (decision 023): everything typed stays in the form. */
export const TOO_MANY_COMPLAINTS =
  'Recibimos demasiados reclamos desde esta conexión. Tus datos siguen aquí: espera unos minutos y vuelve a enviarlo.';

export const COMPLAINT_FIELDS = [
  'firstName',
  'lastName',
  'documentType',
  'documentNumber',
  'address',
  'department',
  'district',
  'phone',
  'email',
  'isMinor',
  'guardianName',
  'guardianDocumentType',
  'guardianDocumentNumber',
  'claimObject',
  'amount',
  'goodDescription',
  'claimType',
  'detail',
  'request',
  'acceptance',
] as const;
export type ComplaintValues = Record<(typeof COMPLAINT_FIELDS)[number], string>;

export interface ComplaintFormView {
  values: Partial<ComplaintValues>;
  errors: FieldErrors;
  formError?: string;
}

function valuesOf(form: FormData): ComplaintValues {
  const text = (field: (typeof COMPLAINT_FIELDS)[number]) => {
    const value = form.get(field);
    return typeof value === 'string' ? value.slice(0, 2000) : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    documentType: text('documentType'),
    documentNumber: text('documentNumber'),
    address: text('address'),
    department: text('department'),
    district: text('district'),
    phone: text('phone'),
    email: text('email'),
    isMinor: text('isMinor'),
    guardianName: text('guardianName'),
    guardianDocumentType: text('guardianDocumentType'),
    guardianDocumentNumber: text('guardianDocumentNumber'),
    claimObject: text('claimObject'),
    amount: text('amount'),
    goodDescription: text('goodDescription'),
    claimType: text('claimType'),
    detail: text('detail'),
    request: text('request'),
    acceptance: text('acceptance'),
  };
}

function inputOf(values: ComplaintValues) {
  return {
    ...values,
    isMinor: values.isMinor === 'on',
    acceptance: values.acceptance === 'on',
    guardianDocumentType: values.guardianDocumentType || undefined,
  };
}

/** The message and status of a complaint that could not be filed; the form keeps every value. */
function failure(error: unknown): { formError: string; status: 429 | 502 | 503 | 504 } {
  const code = errorCode(error);
  if (code === 'TOO_MANY_REQUESTS') return { formError: TOO_MANY_COMPLAINTS, status: 429 };
  if (code === 'SERVICE_UNAVAILABLE') return { formError: MAINTENANCE_TEXT, status: 503 };
  logger.error(`[complaints] upstream failure: ${code ?? 'unknown'}`);
  return { formError: COMPLAINT_TEXT.failure, status: code === 'TIMEOUT' ? 504 : 502 };
}

export async function fileComplaintAction(request: Request) {
  const values = valuesOf(await request.formData());
  const input = inputOf(values);
  const parsed = ComplaintInputSchema.safeParse(input);
  if (!parsed.success)
    return json(
      {
        values,
        errors: fieldErrors(parsed.error),
        formError: COMPLAINT_TEXT.checkData,
      } satisfies ComplaintFormView,
      {
        status: 400,
      },
    );
  const session = await getSession(request);
  const caller = await getCaller(request, session);
  try {
    const filed = await caller.complaints.file(input);
    const record = complaintRecord(filed, filed.input);
    session.set('complaints', [record, ...(session.get('complaints') ?? [])].slice(0, KEPT_RECORDS));
    return redirectWithSession(`${COMPLAINTS_PATH}/${record.id}`, session);
  } catch (error) {
    const { formError, status } = failure(error);
    return json({ values, errors: {}, formError } satisfies ComplaintFormView, { status });
  }
}

/** The record filed from this browser, or a 404 for anyone else. */
export async function ownRecord(request: Request, id: string | undefined): Promise<ComplaintRecord> {
  const session: KodeaSession = await getSession(request);
  const record = (session.get('complaints') ?? []).find((entry) => entry.id === id);
  if (!record) throw new Response('No encontrado', { status: 404 });
  return record;
}
