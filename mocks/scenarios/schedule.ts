/** 'Cambiar horario' (decision 037): the change failing upstream, for support to see the page's answer. */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { define, type Scenario } from './define';
import { serverError } from '../http/api-answers';

export const scheduleScenarios: Scenario[] = [
  define(
    'schedule-change-error',
    'Cambiar horario: el cambio (PATCH /api/enrollments/{id}/) responde 500; la página lo explica y el horario no cambia.',
    (on) => [http.patch(`${MOCK_API_URL}/api/enrollments/:id/`, on(serverError))],
  ),
];
