/** Reminders and the calendar feed: saving fails (the feed itself is fetched without the scenario cookie). */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { define, type Scenario } from './define';
import { serverError } from '../http/api-answers';

const childPath = (leaf: string) => `${MOCK_API_URL}/api/parents/children/:childId/${leaf}/`;

export const reminderScenarios: Scenario[] = [
  define(
    'reminders-error',
    'Recordatorios y calendario: guardar los avisos (canal y eventos) o crear, cambiar o revocar el enlace responde 500; la página lo dice, el formulario conserva lo elegido y nada cambia.',
    (on) => [
      http.put(childPath('reminders'), on(serverError)),
      http.post(childPath('calendar-feed'), on(serverError)),
      http.delete(childPath('calendar-feed'), on(serverError)),
    ],
  ),
];
