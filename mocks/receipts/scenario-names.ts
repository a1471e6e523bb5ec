/** The OSE's answers a scenario can force (mocks/scenarios/receipts.ts), read where documents are issued. */
export const RECEIPT_SCENARIOS = {
  /** Accepted with observations: valid, the reason shown. */
  observed: 'receipts-observed',
  /** Rejected: never a valid receipt; the API reissues it with a new correlative. */
  rejected: 'receipts-rejected',
  /** The OSE has not answered yet: no CDR, no valid receipt until it does. */
  pending: 'receipts-pending',
  /** The courses are inafectos: no IGV on a sale in Peru. */
  exempt: 'receipts-exempt',
} as const;
