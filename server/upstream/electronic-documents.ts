/** A receipt's files from the API (issue 75 point 5): its signed XML and its CDR, the OSE's constancia. */
import { DocumentFileSchema } from './schemas/electronic-receipts';
import { apiData } from './services';

export type DocumentFileKind = 'xml' | 'cdr';

/** Another family's document, or a CDR not sent yet, is a 404. */
export const getDocumentFile = (bearer: string, number: string, file: DocumentFileKind) =>
  apiData({
    path: `/api/electronic-documents/${encodeURIComponent(number)}/${file}/`,
    bearer,
    schema: DocumentFileSchema,
  });
