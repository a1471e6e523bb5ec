/** The complaints book (hidden path, docs/decisions/019): anyone may file a complaint. */
import { ComplaintAnswerSchema, type ComplaintBody } from './schemas/complaints';
import { postApiData } from './services';

export async function fileComplaint(body: ComplaintBody) {
  return postApiData('/api/complaints/', body, ComplaintAnswerSchema, { created: true });
}
