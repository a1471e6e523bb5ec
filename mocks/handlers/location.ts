/** The user-location data source: Lima, Peru unless a scenario says otherwise. */
import { http } from 'msw';
import { MOCK_LOCATION_URL } from '../config';
import { jsonAnswer } from '../http/api-answers';

export const PERU = { country_code: 'PE', country_name: 'Perú', city: 'Lima' };

export const locationHandlers = [http.get(`${MOCK_LOCATION_URL}/json/`, () => jsonAnswer(PERU))];
