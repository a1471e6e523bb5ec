/** The family's rectification and deletion requests: the session's own, never an id of ours. */
import {
  DataRequestAnswerSchema,
  DataRequestListAnswerSchema,
  type DataRequestBody,
} from './schemas/data-requests';
import { apiData, postApiData } from './services';

const PATH = '/api/parents/data-requests/';

export async function listDataRequests(bearer: string) {
  return apiData({ path: PATH, bearer, schema: DataRequestListAnswerSchema });
}

export async function createDataRequest(bearer: string, body: DataRequestBody) {
  return postApiData(PATH, body, DataRequestAnswerSchema, { bearer, created: true });
}
