/** The certificates path is hidden in the spec (docs/decisions/003). */
import { CertificateListSchema, EnrollmentListSchema } from './schemas/student';
import { apiData } from './services';

export async function listEnrollments(bearer: string) {
  return apiData({ path: '/api/enrollments/', bearer, schema: EnrollmentListSchema });
}

export async function listCertificates(bearer: string) {
  return apiData({ path: '/api/certificates/', bearer, schema: CertificateListSchema });
}
