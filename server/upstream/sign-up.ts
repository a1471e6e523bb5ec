/** Sign-up (hidden path, docs/decisions/019): answers as the sign-in does, so the parent is signed in. */
import { LoginAnswerSchema } from './schemas/auth';
import type { RegisterBody } from './schemas/sign-up';
import { callApi } from './services';

export async function registerFamily(body: RegisterBody) {
  return callApi({
    method: 'POST',
    path: '/api/auth/register/',
    body,
    schema: LoginAnswerSchema,
    okStatuses: [200, 201],
  });
}
