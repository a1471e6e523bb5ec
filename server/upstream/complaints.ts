/** The complaints book (hidden path, docs/decisions/019 and 099): anyone may file a complaint. */
import { ComplaintAnswerSchema, ComplaintSheetAnswerSchema, type ComplaintBody } from './schemas/complaints';
import { apiData, postApiData } from './services';

export const fileComplaint = async (body: ComplaintBody) =>
  postApiData('/api/complaints/', body, ComplaintAnswerSchema, { created: true });

/** The sheet its copy token opens: the token is the bearer, never in a path or a log line. */
export const readComplaintCopy = async (copyToken: string) =>
  apiData({ path: '/api/complaints/copy/', bearer: copyToken, schema: ComplaintSheetAnswerSchema });
