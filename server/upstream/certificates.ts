/**
 * The public certificate check (decision 087): no credential, so the answer goes through the
 * public cache like the catalogue's; the code is checked by the caller.
 */
import { CertificateVerificationSchema, type VerificationCode } from './schemas/certificates';
import { apiData } from './services';

export const verifyCertificate = async (code: VerificationCode) =>
  apiData({ path: `/api/certificates/verify/${code}/`, schema: CertificateVerificationSchema });
