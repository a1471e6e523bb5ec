/** The MSW server for Node: scenario overrides first, then the base handlers. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { scenarioHandlers } from './scenarios';

export const mockServer = setupServer(...scenarioHandlers, ...handlers);
