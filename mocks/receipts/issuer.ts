/**
 * Who the simulated API issues its receipts as (issue 75 point 6): its own settings, mock mode's
 * business settings, so every document names the issuer a complaint sheet and the privacy policy
 * name. The app prints the issuer the document carries, never a setting of its own.
 */
import type { ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';
import { MOCK_BUSINESS_SETTINGS } from '../config/business-settings';

export const mockIssuer = (): ElectronicDocument['issuer'] => ({
  ruc: MOCK_BUSINESS_SETTINGS.BUSINESS_RUC,
  legal_name: MOCK_BUSINESS_SETTINGS.BUSINESS_LEGAL_NAME,
  address: MOCK_BUSINESS_SETTINGS.BUSINESS_ADDRESS,
});
