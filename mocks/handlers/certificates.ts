/**
 * GET /api/certificates/verify/{code}/: public, no credential (decision 087). Unknown and revoked
 * codes are the same 404, and the answer names the holder by first name and initial only.
 */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { certificateByCode } from '../certificates/verification';
import { jsonAnswer, notFound } from '../http/api-answers';
import { VerificationCodeSchema } from '../../server/upstream/schemas/certificates';

export const VERIFY_PATH = `${MOCK_API_URL}/api/certificates/verify/:code/`;

export const certificateHandlers = [
  http.get(VERIFY_PATH, ({ params }) => {
    const code = VerificationCodeSchema.safeParse(params.code);
    const certificate = code.success ? certificateByCode(code.data) : null;
    if (!certificate || certificate.revoked) return notFound();
    return jsonAnswer({
      data: {
        first_name: certificate.firstName.trim().split(/\s+/)[0] ?? '',
        last_name_initial: certificate.lastName.trim().charAt(0).toUpperCase(),
        title: certificate.title,
        kind: certificate.kind,
        issued_on: certificate.issuedOn,
      },
    });
  }),
];
