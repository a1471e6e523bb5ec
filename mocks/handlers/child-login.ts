/** The simulated API's checks of a parent's own password, and a child's new student password. */
import { http } from 'msw';
import {
  ChildPasswordBodySchema,
  ConfirmPasswordBodySchema,
} from '../../server/upstream/schemas/child-login';
import { requireBody } from '../checkout/body';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, jsonAnswer, requireFound, requireUser } from '../http/api-answers';
import { childAnswer, ownChild } from './parents';
import { apiNewPassword } from './password-reset';

const WRONG_PASSWORD = ['La contraseña no es correcta.'];

export const childLoginHandlers = [
  http.post(`${MOCK_API_URL}/api/auth/confirm-password/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await requireBody(request, ConfirmPasswordBodySchema);
    if (body.password !== user.password) return badRequest({ password: WRONG_PASSWORD });
    return jsonAnswer({ confirmed: true });
  }),
  http.put(`${MOCK_API_URL}/api/parents/children/:childId/password/`, async ({ request, params }) => {
    const user = requireUser(request);
    const child = requireFound(
      /^[1-9]\d{0,9}$/.test(String(params.childId)) ? ownChild(user.id, Number(params.childId)) : null,
    );
    const body = await requireBody(request, ChildPasswordBodySchema);
    if (body.parent_password !== user.password) return badRequest({ parent_password: WRONG_PASSWORD });
    const rule = apiNewPassword.safeParse(body.password);
    if (!rule.success) return badRequest({ password: rule.error.issues.map((issue) => issue.message) });
    const updated = db.child.update({
      where: { id: { equals: child.id } },
      data: { password: body.password },
    });
    return jsonAnswer({ data: childAnswer(updated ?? child) });
  }),
];
