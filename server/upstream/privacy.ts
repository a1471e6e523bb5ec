/** The family's data and consents (issue 55 point 6): the session's own family, never an id of ours. */
import { FamilyDataAnswerSchema } from './schemas/privacy';
import { apiData } from './services';

export const familyData = async (bearer: string) =>
  apiData({ path: '/api/parents/my-data/', bearer, schema: FamilyDataAnswerSchema });
