/**
 * The MSW server for Node: the request's scenario overrides first, then the base handlers, behind
 * one indexed handler (mocks/http/handler-index.ts). Handlers a test adds with mockServer.use() go
 * in front.
 *
 * Only fetch is intercepted: it is how the app calls every upstream (server/upstream). msw's
 * default set also intercepts node:http's ClientRequest, and to do so wraps the global Request,
 * Response and Headers constructors, so every page paid for the simulation in each of the many
 * it builds — about 7 % of a page without data, profiled (docs/decisions/042).
 */
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { SetupServerApi } from 'msw/node';
import { indexedHandler } from './http/handler-index';
import { upstreamCandidates } from './upstream-handlers';

// setupServer's own class (its handler controller, quiet logging), with fetch's interceptor only.
export const mockServer = new SetupServerApi([indexedHandler(upstreamCandidates)], [new FetchInterceptor()]);
