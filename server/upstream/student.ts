/**
 * The signed-in student's data. GET /api/enrollments/ is in the spec; the certificates path is
 * not shown, we use GET /api/certificates/ (docs/decisions/003-hidden-endpoints.md).
 */
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
