/** The spec's card form screen names the security code 'CVC' ("expiry MM/AA, CVC, PAY"). */
export const CVC_LABEL = 'CVC';
