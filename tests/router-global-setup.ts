/** vitest globalSetup of the unit and router suite: this run's contract notes start empty (issue 78). */
import { clearContractRecords } from './support/contract-records';

export default function setup(): void {
  clearContractRecords('router');
}
