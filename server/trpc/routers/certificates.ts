/** Certificates anyone can verify (issue 56 point 5, decision 087): public, no session needed. */
import { z } from 'zod';
import { verifiedCertificateView } from '../../certificates/verification-view';
import { verifyCertificate } from '../../upstream/certificates';
import { VerificationCodeSchema } from '../../upstream/schemas/certificates';
import { publicProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

export const certificatesRouter = router({
  /** Unknown and revoked are the API's 404; a code that cannot be one is the same, without asking. */
  verify: publicProcedure.input(z.object({ code: z.string().max(100) })).query(async ({ input }) => {
    const code = VerificationCodeSchema.safeParse(input.code);
    if (!code.success) throw new OutcomeError({ kind: 'not-found' }, 'Certificado no encontrado');
    return verifiedCertificateView(await verifyCertificate(code.data));
  }),
});
