/**
 * Reminders and the calendar feed (docs/decisions/038): saving fails. The reminder switch and the
 * feed's create, rotate and revoke answer 500: the page stays, says so in Spanish (502), and
 * nothing changes. (The feed itself is fetched by calendar apps, which carry no scenario cookie.)
 */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { define, type Scenario } from './define';
import { serverError } from '../http/api-answers';

const childPath = (leaf: string) => `${MOCK_API_URL}/api/parents/children/:childId/${leaf}/`;

export const reminderScenarios: Scenario[] = [
  define(
    'reminders-error',
    'Recordatorios y calendario: guardar el recordatorio o crear, cambiar o revocar el enlace responde 500; la página lo dice y nada cambia.',
    (on) => [
      http.put(childPath('reminders'), on(serverError)),
      http.post(childPath('calendar-feed'), on(serverError)),
      http.delete(childPath('calendar-feed'), on(serverError)),
    ],
  ),
];
