/** Every handler of the simulated upstream, in order: scenario overrides first, then the base handlers. */
import { handlers } from './handlers';
import { scenarioHandlers } from './scenarios';

export const upstreamHandlers = [...scenarioHandlers, ...handlers];
