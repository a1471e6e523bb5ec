/** Make-up classes (decision 091): the calls failing, and the academy rejecting a request. */
import { http } from 'msw';
import { MAKE_UP_PENDING_SCENARIO, MAKE_UP_REJECTED_SCENARIO } from '../class-sessions/make-ups';
import { MOCK_API_URL } from '../config';
import { serverError } from '../http/api-answers';
import { define, type Scenario } from './define';

const PATH = `${MOCK_API_URL}/api/class-sessions/:id/make-up/`;

export const makeUpScenarios: Scenario[] = [
  define(
    'makeup-error',
    'Pedir una recuperación responde 500: la página lo explica y conserva la clase elegida; no se reserva nada.',
    (on) => [http.post(PATH, on(serverError))],
  ),
  // Read by the simulated academy (mocks/class-sessions/make-ups.ts).
  define(
    MAKE_UP_REJECTED_SCENARIO,
    'La academia rechaza la recuperación pedida: el historial muestra «Recuperación rechazada» con el motivo.',
    () => [],
  ),
  define(
    MAKE_UP_PENDING_SCENARIO,
    'La academia no responde al momento: la recuperación queda «solicitada» hasta que soporte la confirma o la rechaza en /__mocks.',
    () => [],
  ),
];
