/** The simulated upstream's handlers as one list: every scenario's overrides first, then the base handlers. */
import { observed } from './contract/observed';
import { handlers } from './handlers';
import { scenarioHandlers } from './scenarios';

/** Observed, so the suites can check each answer against the contract (mocks/contract/). */
export const upstreamHandlers = observed([...scenarioHandlers, ...handlers]);
