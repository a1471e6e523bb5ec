/** The family's rectification and deletion requests: the session's own, never an id of ours. */
import {
  DataRequestAnswerSchema,
  DataRequestListAnswerSchema,
  type DataRequestBody,
} from './schemas/data-requests';
import { apiData, postApiData } from './services';

const PATH = '/api/parents/data-requests/';

export const listDataRequests = async (bearer: string) =>
  apiData({ path: PATH, bearer, schema: DataRequestListAnswerSchema });

export const createDataRequest = async (bearer: string, body: DataRequestBody) =>
  postApiData(PATH, body, DataRequestAnswerSchema, { bearer, created: true });
