/**
 * The sections a page can do without (server/upstream/optional-section.ts), all late or all
 * failing at once: the home's slider, banners and packs, the campaigns strip, the trial-class
 * banner, a course page's vacation programs and paths, the parents' recommendations and the
 * student's banners. The pages' own data answers as always.
 */
import { delay, http, type HttpResponseResolver } from 'msw';
import { MOCK_API_URL, MOCK_CONTENT_URL } from '../config';
import { serverError } from '../http/api-answers';
import { define, type Scenario } from './define';

/** Past the sections' deadline, and under the e2e run's upstream timeout (playwright.config.ts). */
const LATE_MS = 1_000;
/** Content types only optional sections read (packs and paths are also pages: those stay fast). */
const OPTIONAL_CONTENT = new Set(['sliderItem', 'banner']);

function optionalSectionHandlers(
  answer: HttpResponseResolver,
  on: (resolver: HttpResponseResolver) => HttpResponseResolver,
) {
  return [
    http.get(
      `${MOCK_CONTENT_URL}/entries`,
      on((info) =>
        OPTIONAL_CONTENT.has(new URL(info.request.url).searchParams.get('content_type') ?? '')
          ? answer(info)
          : undefined,
      ),
    ),
    http.get(`${MOCK_API_URL}/api/products/campaigns/`, on(answer)),
    http.get(`${MOCK_API_URL}/api/products/catch-users/`, on(answer)),
    // Without an age range: the course page's vacation programs, never /vacaciones' own.
    http.get(
      `${MOCK_API_URL}/api/campaigns/:id`,
      on((info) => (new URL(info.request.url).searchParams.has('age_range') ? undefined : answer(info))),
    ),
    http.get(`${MOCK_API_URL}/api/recommended/dashboard/:type/:childId/`, on(answer)),
    http.get(`${MOCK_API_URL}/api/banners/dashboard/`, on(answer)),
  ];
}

/** Falls through to the base handler's answer, late. */
const late: HttpResponseResolver = async () => {
  await delay(LATE_MS);
  return undefined;
};

export const optionalSectionScenarios: Scenario[] = [
  define(
    'optional-slow',
    'Las secciones opcionales (carrusel, banners, campañas, aviso de clase de prueba, programas de un curso, recomendados) tardan 1 s: cada página se muestra a tiempo sin ellas.',
    (on) => optionalSectionHandlers(late, on),
  ),
  define(
    'optional-error',
    'Las secciones opcionales responden 500: cada página se muestra sin ellas, nunca una página de error.',
    (on) => optionalSectionHandlers(serverError, on),
  ),
];
