/** The complaints book (hidden path, docs/decisions/019): anyone may file a complaint. */
import { ComplaintAnswerSchema, type ComplaintBody } from './schemas/complaints';
import { postApiData } from './services';

export const fileComplaint = async (body: ComplaintBody) =>
  postApiData('/api/complaints/', body, ComplaintAnswerSchema, { created: true });
