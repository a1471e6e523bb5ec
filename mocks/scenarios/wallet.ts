/** Yape and Plin's failures (decision 085): whatever is typed, the wallet answers so. */
import { http } from 'msw';
import { MOCK_API_URL, MOCK_CARD_PROVIDER } from '../config';
import { jsonAnswer, serviceUnavailable } from '../http/api-answers';
import { define, type Scenario } from './define';

const base = `${MOCK_API_URL}/api/${MOCK_CARD_PROVIDER}/wallet`;
const refusing = (reason: 'wrong_code' | 'limit_exceeded' | 'expired') => () =>
  jsonAnswer({ status: 'refused', reason });

export const walletScenarios: Scenario[] = [
  define(
    'wallet-wrong-code',
    'Yape y Plin: todo código de aprobación es incorrecto; no se cobra nada y el celular queda escrito.',
    (on) => [http.post(`${base}/approval/`, on(refusing('wrong_code')))],
  ),
  define('wallet-limit', 'Yape y Plin: la billetera superó su límite diario; no se cobra nada.', (on) => [
    http.post(`${base}/approval/`, on(refusing('limit_exceeded'))),
  ]),
  define('wallet-expired', 'Yape y Plin: el código de aprobación venció; no se cobra nada.', (on) => [
    http.post(`${base}/approval/`, on(refusing('expired'))),
  ]),
  define(
    'wallet-operation-limit',
    'Yape y Plin: el procesador rechaza el pago por superar su límite por operación (409); no se cobra nada.',
    (on) => [
      http.post(
        `${base}/approval/`,
        on(() =>
          jsonAnswer(
            {
              code: 'over_operation_limit',
              wallet: 'yape',
              max_amount: 100,
              detail: 'Yape permite pagos de hasta S/ 100 por operación.',
            },
            { status: 409 },
          ),
        ),
      ),
    ],
  ),
  define(
    'wallet-down',
    'Yape y Plin no responden (503): la página lo dice, no se cobra nada y la tarjeta sigue disponible.',
    (on) => [http.all(`${base}/*`, on(serviceUnavailable))],
  ),
];
