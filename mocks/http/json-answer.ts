/** The simulated upstream's JSON answers: msw's own HttpResponse.json. */
import { HttpResponse } from 'msw';

export const jsonAnswer = HttpResponse.json;
