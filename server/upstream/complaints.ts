/** The complaints book (hidden path, docs/decisions/019): anyone may file a complaint. */
import { callService } from './client';
import { ComplaintAnswerSchema, type ComplaintBody } from './schemas/complaints';
import { apiService } from './services';

export async function fileComplaint(body: ComplaintBody) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: '/api/complaints/',
    body,
    schema: ComplaintAnswerSchema,
    okStatuses: [200, 201],
  });
  return data.data;
}
