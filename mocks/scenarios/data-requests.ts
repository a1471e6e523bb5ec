/** Scenarios of the family's rectification and deletion requests (issue 55 point 6). */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { define, type Scenario } from './define';
import { serverError } from '../http/api-answers';

const PATH = `${MOCK_API_URL}/api/parents/data-requests/`;

export const dataRequestScenarios: Scenario[] = [
  define(
    'data-requests-error',
    'Mis datos: listar o enviar solicitudes de corrección o eliminación responde 500: la página muestra el resto y explica que no se pudo enviar, sin perder lo escrito.',
    (on) => [http.get(PATH, on(serverError)), http.post(PATH, on(serverError))],
  ),
];
