/** Named scenarios in front of the base handlers, each only for browsers that chose it. */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { MOCK_API_URL, MOCK_CARD_PROVIDER, MOCK_CONTENT_URL, MOCK_LOCATION_URL } from '../config';
import { withBadSchedules } from './bad-schedule';
import { enrollmentsWithLiveClass, parentEnrolmentsWithClass } from './live-class';
import { ownChild, parentEnrolments } from '../handlers/parents';
import { promotionScenarios, vacationWith } from './vacation';
import { campaignScenarios } from './campaigns';
import { optionalSectionScenarios } from './optional-sections';
import { courseEntry, listEntries } from '../handlers/content';
import { db } from '../db';
import { authenticatedUser, forbidden, serverError, jsonAnswer } from '../http/api-answers';
import { answering, define, type Scenario } from './define';
import { checkoutScenarios } from './checkout';
import { referralScenarios } from './referral';
import { childLoginScenarios } from './child-login';
import { dataRequestScenarios } from './data-requests';
import { complaintScenarios } from './complaints';
import { reminderScenarios } from './reminders';
import { scheduleScenarios } from './schedule';
import { certificateScenarios } from './certificates';
import { walletScenarios } from './wallet';
import { classSessionScenarios } from './class-sessions';
import { makeUpScenarios } from './make-ups';
import { waitlistScenarios } from './waitlist';
import { refundScenarios } from './refunds';
import { receiptScenarios } from './receipts';

/** The parents' enrolments with a class `minutesAgo` ago (negative: from now), as the base handler answers. */
const parentsClassAt = (on: Parameters<Parameters<typeof define>[2]>[0], minutesAgo: number) =>
  http.get(
    `${MOCK_API_URL}/api/enrolments/`,
    on(({ request }) => {
      const user = authenticatedUser(request);
      if (!user) return undefined;
      // One child's; another family's child falls through to the base handler's 404.
      const student = new URL(request.url).searchParams.get('student');
      const child = student === null ? undefined : ownChild(user.id, Number(student));
      if (child === null) return undefined;
      return jsonAnswer({
        data: parentEnrolmentsWithClass(parentEnrolments(user.id, child), new Date(), minutesAgo),
      });
    }),
  );

const withoutStartDate = <T extends ReturnType<typeof courseEntry>>(entry: T): T => ({
  ...entry,
  fields: { ...entry.fields, initialDate: null, endDate: null },
});

const maintenance = answering({ detail: 'Servicio en mantenimiento' }, { status: 503 });
// Under the e2e run's upstream timeout (playwright.config.ts), so the answer still arrives.
const SLOW_ANSWER_MS = 1_000;
const MEXICO_CITY = { country_code: 'MX', country_name: 'México', city: 'Ciudad de México' };
const networkError = () => HttpResponse.error();
const neverAnswer = async () => {
  await delay('infinite');
  return HttpResponse.error();
};
/** Falls through to the base handler's answer, late: long enough for a person (or a test) to see the wait. */
const answerLater = async () => {
  await delay(SLOW_ANSWER_MS);
  return undefined;
};
const notJson = (body: string) => () =>
  new HttpResponse(body, { status: 200, headers: { 'content-type': 'application/json' } });

/** Parents' zone (spec §8). Unauthenticated calls fall through to the base handlers' 401. */
const parentsZoneScenarios: Scenario[] = [
  define(
    'student-zone-error',
    'Entrar a la Zona de Estudiantes responde 500: el error solo se registra, la página no cambia.',
    (on) => [http.get(`${MOCK_API_URL}/api/students/:redirect/:childId`, on(serverError))],
  ),
  define(
    'bad-schedule',
    'Zona de Padres: un horario trae el día «Lunez» y otro grupo tiene fechas sin ninguno de sus días: solo se registra.',
    (on) => [
      http.get(
        `${MOCK_API_URL}/api/enrolments/`,
        on(({ request }) => {
          const user = authenticatedUser(request);
          return user ? jsonAnswer({ data: withBadSchedules(parentEnrolments(user.id)) }) : undefined;
        }),
      ),
    ],
  ),
  define(
    'parents-empty',
    'Zona de Padres sin rutas ni cursos (los hijos sí aparecen): se ofrece «Ver cursos».',
    (on) => [
      http.get(
        `${MOCK_API_URL}/api/enrolments/`,
        on(({ request }) =>
          authenticatedUser(request) ? jsonAnswer({ data: { learning_paths: [], courses: [] } }) : undefined,
        ),
      ),
    ],
  ),
  define(
    'recommended-error',
    'Los cursos y rutas recomendados responden 500: el resto de la Zona de Padres se muestra igual.',
    (on) => [
      http.get(`${MOCK_API_URL}/api/recommended/dashboard/course/:childId/`, on(serverError)),
      http.get(`${MOCK_API_URL}/api/recommended/dashboard/learning_path/:childId/`, on(serverError)),
    ],
  ),
];

const studentDashboardScenarios: Scenario[] = [
  define(
    'banners-error',
    'Los banners del panel del estudiante responden 500: el panel se muestra sin banners.',
    (on) => [http.get(`${MOCK_API_URL}/api/banners/dashboard/`, on(serverError))],
  ),
  define(
    'class-live-now',
    'Panel del estudiante y Zona de Padres: los cursos con enlace tienen una clase en vivo ahora: «Entrar a la clase» / «Ir a la clase» y «En clase ahora».',
    (on) => [
      http.get(
        `${MOCK_API_URL}/api/enrollments/`,
        on(({ request }) => {
          const user = authenticatedUser(request);
          return user ? jsonAnswer({ data: enrollmentsWithLiveClass(user.id) }) : undefined;
        }),
      ),
      parentsClassAt(on, 5),
    ],
  ),
  define(
    'class-starts-soon',
    'Panel del estudiante y Zona de Padres: los cursos con enlace empiezan en 20 minutos: «Entrar a la clase» / «Ir a la clase» aparece sola 15 minutos antes, y «En clase ahora» al empezar.',
    (on) => [
      http.get(
        `${MOCK_API_URL}/api/enrollments/`,
        on(({ request }) => {
          const user = authenticatedUser(request);
          return user ? jsonAnswer({ data: enrollmentsWithLiveClass(user.id, new Date(), -20) }) : undefined;
        }),
      ),
      parentsClassAt(on, -20),
    ],
  ),
];

export const scenarios: Scenario[] = [
  define(
    'maintenance',
    'La API y el servicio de contenidos responden 503: todas las páginas muestran el aviso de mantenimiento.',
    (on) => [http.all('*', on(maintenance))],
  ),
  define(
    'upstream-down',
    'Falla de red en todas las llamadas: página de error amable, el servidor sigue funcionando.',
    (on) => [http.all('*', on(networkError))],
  ),
  define(
    'upstream-timeout',
    'La API no responde a tiempo: se agota el tiempo de espera y se muestra la página de error.',
    (on) => [http.all('*', on(neverAnswer))],
  ),
  define('malformed-json', 'La API responde 200 con un cuerpo que no es JSON válido.', (on) => [
    http.all(`${MOCK_API_URL}/*`, on(notJson('{"data": ['))),
    http.all(`${MOCK_CONTENT_URL}/*`, on(notJson('<html>oops</html>'))),
  ]),
  define(
    'contact-error',
    'El envío de los formularios de contacto (panel y Contáctanos) responde 500.',
    (on) => [
      http.post(`${MOCK_API_URL}/api/contact/`, on(serverError)),
      http.post(`${MOCK_API_URL}/api/contact/visitors/`, on(serverError)),
    ],
  ),
  define(
    'contact-slow',
    'El envío del formulario de contacto tarda un segundo y luego responde bien: se ve el estado «enviando».',
    (on) => [http.post(`${MOCK_API_URL}/api/contact/`, on(answerLater))],
  ),
  define(
    'no-start-date',
    'Los cursos llegan sin fecha de inicio: se muestra «Sin fecha de inicio».',
    (on) => [
      http.get(
        `${MOCK_CONTENT_URL}/entries`,
        on(({ request }) => {
          const list = listEntries(new URL(request.url));
          if (!list) return undefined;
          return jsonAnswer({
            ...list,
            items: list.items.map((item) =>
              'slug' in item.fields ? withoutStartDate(item as ReturnType<typeof courseEntry>) : item,
            ),
          });
        }),
      ),
      http.get(
        `${MOCK_CONTENT_URL}/entries/:id`,
        on(({ params }) => {
          const course = db.course.findFirst({ where: { id: { equals: String(params.id) } } });
          return course ? jsonAnswer(withoutStartDate(courseEntry(course))) : undefined;
        }),
      ),
    ],
  ),

  define(
    'content-partial',
    'El carrusel y los banners del servicio de contenidos responden 500: la portada se muestra sin esas secciones.',
    (on) => [
      http.get(
        `${MOCK_CONTENT_URL}/entries`,
        on(({ request }) => {
          const type = new URL(request.url).searchParams.get('content_type');
          return type === 'sliderItem' || type === 'banner' ? serverError() : undefined;
        }),
      ),
    ],
  ),
  define(
    'purchase-403',
    'La creación de la compra responde 403: el pago envía al usuario a iniciar sesión.',
    (on) => [http.post(`${MOCK_API_URL}/api/purchases/`, on(forbidden))],
  ),
  define(
    'no-groups',
    'Los programas de vacaciones llegan sin horarios: «Sin horarios disponibles».',
    (on) => [
      http.get(
        `${MOCK_API_URL}/api/campaigns/:id`,
        on(({ params, request }) => vacationWith(params, request, (p) => ({ ...p, groups: [] }))),
      ),
    ],
  ),
  define('no-courses', 'Los programas de vacaciones llegan sin cursos: «Sin cursos».', (on) => [
    http.get(
      `${MOCK_API_URL}/api/campaigns/:id`,
      on(({ params, request }) => vacationWith(params, request, (p) => ({ ...p, courses: [] }))),
    ),
  ]),
  define(
    'enrollment-error',
    'El pago se aprueba pero la matrícula responde 500: el pago se muestra aprobado y la matrícula queda pendiente.',
    (on) => [http.post(`${MOCK_API_URL}/api/enrollments/`, on(serverError))],
  ),
  define(
    'authorization-error',
    'La autorización del pago falla (502): el formulario vuelve listo para reintentar, sin mensaje.',
    (on) => [
      http.post(
        `${MOCK_API_URL}/api/${MOCK_CARD_PROVIDER}/authorization/`,
        on(answering({ detail: 'Bad gateway' }, { status: 502 })),
      ),
    ],
  ),
  define(
    'visitor-abroad',
    'La geolocalización ubica al visitante en Ciudad de México: precios en dólares.',
    (on) => [http.get(`${MOCK_LOCATION_URL}/json/`, on(answering(MEXICO_CITY)))],
  ),
  ...parentsZoneScenarios,
  ...studentDashboardScenarios,
  ...checkoutScenarios,
  ...walletScenarios,
  ...promotionScenarios,
  ...referralScenarios,
  ...childLoginScenarios,
  ...dataRequestScenarios,
  ...complaintScenarios,
  ...campaignScenarios,
  ...optionalSectionScenarios,
  ...reminderScenarios,
  ...scheduleScenarios,
  ...certificateScenarios,
  ...classSessionScenarios,
  ...makeUpScenarios,
  ...waitlistScenarios,
  ...refundScenarios,
  ...receiptScenarios,
];

export const scenarioHandlers: HttpHandler[] = scenarios.flatMap((s) => s.handlers);

export function isScenario(name: string | null | undefined): name is string {
  return !!name && scenarios.some((s) => s.name === name);
}
