/** How a scenario is written: its handlers answer only while the current request carries its name. */
import type { HttpHandler, HttpResponseResolver } from 'msw';
import { jsonAnswer } from '../http/api-answers';
import { currentScenario } from './context';

export interface Scenario {
  name: string;
  /** One line, in Spanish, for the /__mocks page. */
  description: string;
  handlers: HttpHandler[];
}

function when(name: string, resolver: HttpResponseResolver): HttpResponseResolver {
  return (info) => (currentScenario() === name ? resolver(info) : undefined);
}

export function define(
  name: string,
  description: string,
  handlers: (on: (resolver: HttpResponseResolver) => HttpResponseResolver) => HttpHandler[],
): Scenario {
  return { name, description, handlers: handlers((resolver) => when(name, resolver)) };
}

/** A resolver answering this JSON every time. */
export const answering =
  (...answer: Parameters<typeof jsonAnswer>) =>
  () =>
    jsonAnswer(...answer);
