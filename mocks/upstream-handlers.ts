/** The simulated upstream's handlers as one list: every scenario's overrides first, then the base handlers. */
import { handlers } from './handlers';
import { scenarioHandlers } from './scenarios';

export const upstreamHandlers = [...scenarioHandlers, ...handlers];
