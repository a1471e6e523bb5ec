/** The certificates path is hidden in the spec (docs/decisions/003). */
import { CertificateListSchema, EnrollmentListSchema } from './schemas/student';
import { apiData } from './services';

export const listEnrollments = async (bearer: string) =>
  apiData({ path: '/api/enrollments/', bearer, schema: EnrollmentListSchema });

export const listCertificates = async (bearer: string) =>
  apiData({ path: '/api/certificates/', bearer, schema: CertificateListSchema });
