/**
 * Every answer the simulator's own handlers give, handed to an observer when one is set: the
 * suites check them against the contract (mocks/contract/checker.ts). Overrides a test installs
 * with `mockServer.use` are not the simulator's and are not observed.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { currentScenario } from '../scenarios/context';

export interface Observation {
  request: Request;
  /** A clone: reading it leaves the answer whole. */
  response: Response;
  /** The scenario the answer was given under, if any. */
  scenario: string | null;
}

export type Observer = (observation: Observation) => Promise<void> | void;

let observer: Observer | null = null;

export function observeAnswers(next: Observer | null): void {
  observer = next;
}

async function note(request: Request, answer: unknown): Promise<void> {
  // HttpResponse.error() is a simulated network failure: no answer to check.
  if (!observer || !(answer instanceof Response) || answer.type === 'error') return;
  await observer({ request, response: answer.clone(), scenario: currentScenario() });
}

type Resolver = (info: { request: Request }) => unknown;

function observedHandler(handler: HttpHandler): HttpHandler {
  // msw keeps these protected: a handler is rebuilt with the same match, options and resolver.
  const resolver = Reflect.get(handler, 'resolver') as Resolver;
  const options = Reflect.get(handler, 'options') as ConstructorParameters<typeof HttpHandler>[3];
  const { method, path } = handler.info;
  return new HttpHandler(
    method,
    path,
    async (info) => {
      let answer: unknown;
      try {
        answer = await resolver(info);
      } catch (thrown) {
        await note(info.request, thrown);
        throw thrown;
      }
      await note(info.request, answer);
      return answer as Response | undefined;
    },
    options,
  );
}

export const observed = (handlers: RequestHandler[]): RequestHandler[] =>
  handlers.map((handler) => (handler instanceof HttpHandler ? observedHandler(handler) : handler));
