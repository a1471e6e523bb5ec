/** Each class afterwards (issue 56): the history's calls failing, the pages still rendering. */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { serverError } from '../http/api-answers';
import { define, type Scenario } from './define';

export const classSessionScenarios: Scenario[] = [
  define(
    'class-sessions-error',
    'El historial de clases responde 500: cada curso dice «No pudimos cargar el historial de clases…» y el resto del panel se muestra.',
    (on) => [
      http.get(`${MOCK_API_URL}/api/class-sessions/latest/`, on(serverError)),
      http.get(`${MOCK_API_URL}/api/enrollments/:id/sessions/`, on(serverError)),
    ],
  ),
];
