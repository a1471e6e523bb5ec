/** Scenarios of a child's login behind the parent's password (issue 55 point 6). */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { define, type Scenario } from './define';
import { serverError } from '../http/api-answers';

export const childLoginScenarios: Scenario[] = [
  define(
    'child-login-error',
    'Acceso de un hijo: confirmar la contraseña del padre o cambiar la del hijo responde 500: se explica en el formulario y nada se muestra ni cambia.',
    (on) => [
      http.post(`${MOCK_API_URL}/api/auth/confirm-password/`, on(serverError)),
      http.put(`${MOCK_API_URL}/api/parents/children/:childId/password/`, on(serverError)),
    ],
  ),
];
