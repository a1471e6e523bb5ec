/** Campaigns and the trial-class offer (decision 036): their failures, on demand. */
import { http } from 'msw';
import { campaigns } from '../../fixtures/campaigns';
import { trialOffer as trialOfferFixture } from '../../fixtures/trial-offer';
import { MOCK_API_URL } from '../config';
import { campaignDetail, campaignSummary, endedYesterday, isRunning } from '../growth/campaigns';
import { serverError, jsonAnswer } from '../http/api-answers';
import { answering, define, type Scenario } from './define';

export const ENDING_CAMPAIGN = 'robotica-y-ia';

const withEnded = () =>
  campaigns.map((campaign) => (campaign.id === ENDING_CAMPAIGN ? endedYesterday(campaign) : campaign));

export const campaignScenarios: Scenario[] = [
  define(
    'campaigns-error',
    'La lista de campañas responde 500: la portada y /cursos se muestran sin la franja de campañas.',
    (on) => [http.get(`${MOCK_API_URL}/api/products/campaigns/`, on(serverError))],
  ),
  define(
    'campaign-ended',
    `La campaña «${ENDING_CAMPAIGN}» terminó ayer: sale de la franja y su página responde 404.`,
    (on) => [
      http.get(
        `${MOCK_API_URL}/api/products/campaigns/`,
        on(() =>
          jsonAnswer({
            data: withEnded()
              .filter((campaign) => isRunning(campaign))
              .map(campaignSummary),
          }),
        ),
      ),
      http.get(
        `${MOCK_API_URL}/api/campaigns/:id`,
        on(({ params }) => {
          const ended = withEnded().find((campaign) => campaign.id === params.id);
          return ended && ended.id === ENDING_CAMPAIGN
            ? jsonAnswer({ data: campaignDetail(ended, null) })
            : undefined;
        }),
      ),
    ],
  ),
  define(
    'trial-class-error',
    'Reservar una clase de prueba responde 500: el formulario vuelve con lo escrito y un aviso.',
    (on) => [http.post(`${MOCK_API_URL}/api/products/catch-users/`, on(serverError))],
  ),
  define(
    'trial-offer-off',
    'La oferta de clase de prueba está apagada: no hay aviso y /clase-de-prueba lo dice.',
    (on) => [
      http.get(
        `${MOCK_API_URL}/api/products/catch-users/`,
        on(answering({ data: { ...trialOfferFixture, active: false } })),
      ),
    ],
  ),
];
