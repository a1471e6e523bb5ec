/** Scenarios of 'Mis datos': the family's ARCO requests and its consents (issue 55 point 6, issue 75 point 3). */
import { http } from 'msw';
import { MOCK_API_URL } from '../config';
import { define, type Scenario } from './define';
import { serverError } from '../http/api-answers';

const PATH = `${MOCK_API_URL}/api/parents/data-requests/`;
const WITHDRAWAL = `${MOCK_API_URL}/api/parents/consents/:id/withdrawal/`;

export const dataRequestScenarios: Scenario[] = [
  define(
    'data-requests-error',
    'Mis datos: listar o enviar solicitudes (acceso, corrección, eliminación, oposición) responde 500: la página muestra el resto y explica que no se pudo enviar, sin perder lo escrito.',
    (on) => [http.get(PATH, on(serverError)), http.post(PATH, on(serverError))],
  ),
  define(
    'consent-withdrawal-error',
    'Mis datos: retirar un consentimiento responde 500: el formulario dice que no se pudo y el consentimiento sigue vigente.',
    (on) => [http.post(WITHDRAWAL, on(serverError))],
  ),
];
