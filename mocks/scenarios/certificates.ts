/** Scenario of the public certificate check (issue 56 point 5, decision 087). */
import { http } from 'msw';
import { VERIFY_PATH } from '../handlers/certificates';
import { serverError } from '../http/api-answers';
import { define, type Scenario } from './define';

export const certificateScenarios: Scenario[] = [
  define(
    'certificate-verify-error',
    'Verificar un certificado responde 500: /certificados/{código} muestra la página de error, no «No encontramos este certificado».',
    (on) => [http.get(VERIFY_PATH, on(serverError))],
  ),
];
