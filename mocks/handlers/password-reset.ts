/** POST /api/auth/password-reset/ (+ check/, confirm/): the simulated API's password recovery. */
import { http } from 'msw';
import { z } from 'zod';
import { consumeResetToken, issueResetLink, liveToken } from '../accounts/password-reset';
import { MOCK_API_URL } from '../config';
import { badRequest, fieldErrorsOf, jsonBody, REQUIRED, jsonAnswer } from '../http/api-answers';

const BASE = `${MOCK_API_URL}/api/auth/password-reset`;
const LINK_GONE = { token: ['El enlace no es válido o ya venció.'] };

const RequestBody = z.object({
  email: z
    .string({ error: REQUIRED })
    .trim()
    .toLowerCase()
    .pipe(z.email('Introduzca una dirección de correo válida.')),
  reset_url: z.url({ error: REQUIRED }),
});
const TokenBody = z.object({ token: z.string({ error: REQUIRED }).min(1, REQUIRED) });
/** The API's own check of a new password, the same as at sign-up. */
export const apiNewPassword = z
  .string({ error: REQUIRED })
  .min(8, 'Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.')
  .regex(/[A-Za-zÁÉÍÓÚÑáéíóúñ]/, 'La contraseña debe contener al menos una letra.')
  .regex(/\d/, 'La contraseña debe contener al menos un número.');
const ConfirmBody = TokenBody.extend({ password: apiNewPassword });

export const passwordResetHandlers = [
  http.post(`${BASE}/`, async ({ request }) => {
    const body = RequestBody.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(fieldErrorsOf(body.error));
    issueResetLink(body.data.email, body.data.reset_url);
    return jsonAnswer({
      detail: 'Si el correo está registrado, enviamos un enlace para restablecer la contraseña.',
    });
  }),
  http.post(`${BASE}/check/`, async ({ request }) => {
    const body = TokenBody.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(fieldErrorsOf(body.error));
    return liveToken(body.data.token) ? jsonAnswer({ valid: true }) : badRequest(LINK_GONE);
  }),
  http.post(`${BASE}/confirm/`, async ({ request }) => {
    const body = ConfirmBody.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(fieldErrorsOf(body.error));
    const userId = consumeResetToken(body.data.token, body.data.password);
    return userId === null ? badRequest(LINK_GONE) : jsonAnswer({ user_id: userId });
  }),
];
