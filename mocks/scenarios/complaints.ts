/** Scenarios of the complaints book's copy (docs/decisions/099). */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { define, type Scenario } from './define';
import { serverError } from '../http/api-answers';

export const complaintScenarios: Scenario[] = [
  define(
    'complaint-copy-error',
    'Libro de Reclamaciones: abrir la copia de una hoja responde 500: su página y su PDF muestran el error (502), no «No encontrado».',
    (on) => [http.get(`${MOCK_API_URL}/api/complaints/copy/`, on(serverError))],
  ),
];
