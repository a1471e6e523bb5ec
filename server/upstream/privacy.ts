/** The family's data and consents (issue 55 point 6): the session's own family, never an id of ours. */
import { ConsentAnswerSchema, FamilyDataAnswerSchema } from './schemas/privacy';
import { apiData, postApiData } from './services';

export const familyData = async (bearer: string) =>
  apiData({ path: '/api/parents/my-data/', bearer, schema: FamilyDataAnswerSchema });

/** A consent the parent gave, withdrawn (issue 75 point 3); the API answers 404 for another family's. */
export const withdrawConsent = async (bearer: string, consentId: string) =>
  postApiData(
    `/api/parents/consents/${encodeURIComponent(consentId)}/withdrawal/`,
    undefined,
    ConsentAnswerSchema,
    { bearer },
  );
