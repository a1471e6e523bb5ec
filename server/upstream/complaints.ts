/** The complaints book (hidden path, docs/decisions/019): anyone may file a complaint. */
import { ComplaintAnswerSchema, type ComplaintBody } from './schemas/complaints';
import { apiData } from './services';

export async function fileComplaint(body: ComplaintBody) {
  return apiData({
    method: 'POST',
    path: '/api/complaints/',
    body,
    schema: ComplaintAnswerSchema,
    okStatuses: [200, 201],
  });
}
