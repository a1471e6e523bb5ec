/** The certificates path is hidden in the spec (docs/decisions/003). */
import { callService } from './client';
import { CertificateListSchema, EnrollmentListSchema } from './schemas/student';
import { apiService } from './services';

export async function listEnrollments(bearer: string) {
  const { data } = await callService(apiService(), {
    path: '/api/enrollments/',
    bearer,
    schema: EnrollmentListSchema,
  });
  return data.data;
}

export async function listCertificates(bearer: string) {
  const { data } = await callService(apiService(), {
    path: '/api/certificates/',
    bearer,
    schema: CertificateListSchema,
  });
  return data.data;
}
