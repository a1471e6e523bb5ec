/**
 * GET /api/electronic-documents/{number}/{xml|cdr}/ (issue 75 point 5): a document's signed XML,
 * or its CDR, the OSE's constancia, for the family it was issued to. Another family's document,
 * an unknown one, or a CDR the OSE has not sent yet is a 404.
 */
import { MOCK_API_URL } from '../config';
import { route } from '../checkout/routes';
import { jsonAnswer, notFound, requireUser } from '../http/api-answers';
import { documentById, ownerOfDocument } from '../receipts/issue';
import { cdrXml, documentXml, sunatFileBase } from '../receipts/xml';

export const electronicDocumentHandlers = [
  ...route('get', `${MOCK_API_URL}/api/electronic-documents/:number/:file/`, ({ request, params }) => {
    const user = requireUser(request);
    const id = String(params.number);
    const document = documentById(id);
    if (!document || ownerOfDocument(id)?.userId !== user.id) return notFound();
    if (params.file === 'xml')
      return jsonAnswer({
        data: { file_name: `${sunatFileBase(document)}.xml`, content: documentXml(document) },
      });
    const cdr = params.file === 'cdr' ? cdrXml(document) : null;
    if (!cdr) return notFound();
    return jsonAnswer({ data: { file_name: `R-${sunatFileBase(document)}.xml`, content: cdr } });
  }),
];
