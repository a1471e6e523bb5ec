/** Make-up classes (decision 091): the options for a missed class, and the request. */
import {
  MakeUpOptionsAnswerSchema,
  MakeUpRequestAnswerSchema,
  type MakeUp,
  type MakeUpOptions,
} from './schemas/make-ups';
import { apiData, postApiData } from './services';

const path = (sessionId: number) => `/api/class-sessions/${sessionId}/make-up/`;

export const getMakeUpOptions = (bearer: string, sessionId: number): Promise<MakeUpOptions> =>
  apiData({ path: path(sessionId), bearer, schema: MakeUpOptionsAnswerSchema });

export const requestMakeUp = (bearer: string, sessionId: number, classId: number): Promise<MakeUp> =>
  postApiData(path(sessionId), { class_id: classId }, MakeUpRequestAnswerSchema, { bearer, created: true });
