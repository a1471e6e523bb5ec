/** The signed-in student's own data: GET /api/enrollments/ and GET /api/certificates/. */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { jsonAnswer, requireUser } from '../http/api-answers';
import { signedMediaLink } from '../linked-sites/media-files/signed-links';

export const studentHandlers = [
  http.get(`${MOCK_API_URL}/api/enrollments/`, ({ request }) => {
    const user = requireUser(request);
    const data = db.enrollment
      .findMany({ where: { userId: { equals: user.id } } })
      .map(({ userId: _owner, ...enrollment }) => enrollment);
    return jsonAnswer({ data });
  }),
  http.get(`${MOCK_API_URL}/api/certificates/`, ({ request }) => {
    const user = requireUser(request);
    // A revoked certificate is withdrawn from its holder too (decision 087).
    const data = db.certificate
      .findMany({ where: { userId: { equals: user.id }, revoked: { equals: false } } })
      .map(({ id, title, file, verificationCode }) => ({
        id,
        title,
        file: signedMediaLink(file),
        verification_code: verificationCode,
      }));
    return jsonAnswer({ data });
  }),
];
