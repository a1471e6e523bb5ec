/** POST /api/auth/login/. An alias e-mail (`padre+<tag>@example.com`) signs in as a user of its own. */
import { http } from 'msw';
import { signInAlias } from '../accounts/alias-accounts';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, jsonBody, jsonAnswer } from '../http/api-answers';
import { signedInAnswer } from '../accounts/signed-in-answer';

export const authHandlers = [
  http.post(`${MOCK_API_URL}/api/auth/login/`, async ({ request }) => {
    const body = await jsonBody(request);
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = ['Este campo es requerido.'];
    if (!password) errors.password = ['Este campo es requerido.'];
    if (Object.keys(errors).length > 0) return badRequest(errors);

    const user = db.user.findFirst({ where: { email: { equals: email } } }) ?? signInAlias(email, password);
    if (!user || user.password !== password) {
      return jsonAnswer(
        { detail: 'No se encontró una cuenta activa con esas credenciales.' },
        { status: 401 },
      );
    }
    return jsonAnswer(signedInAnswer(user));
  }),
];
