/**
 * The privacy policy's facts (Ley 29733 art. 18, issue 75 point 3) from configuration, env only:
 * who the controller is, its registered data bank, how to write to it, and every recipient of
 * the families' data with its country. Payment providers are named by the settings that choose
 * them; SUNAT and WhatsApp by the integrations the product has; the rest by DATA_RECIPIENTS_*.
 */
import type { RecipientRole } from '@kernel/texts/privacy-policy';
import { businessIdentity, type BusinessIdentity } from '../business/identity';
import { getEnv, type Env } from '../env';
import type { DataRecipient } from './recipient-setting';

export interface PolicyRecipient extends DataRecipient {
  role: RecipientRole;
}

export interface PolicyFacts {
  controller: BusinessIdentity;
  dataBank: { name: string; code: string };
  supportEmail: string;
  recipients: PolicyRecipient[];
}

const PERU = 'Perú';

/** The providers our payment settings name (CARD_PROVIDER and the others), as the policy names them. */
const PAYMENT_PROVIDERS: Record<string, DataRecipient> = {
  niubiz: { name: 'Niubiz', country: PERU },
  izipay: { name: 'Izipay', country: PERU },
  culqi: { name: 'Culqi', country: PERU },
  stripe: { name: 'Stripe', country: 'Estados Unidos' },
  pagoefectivo: { name: 'PagoEfectivo', country: PERU },
};

/** A slug the table does not know is named as configured: the policy never leaves a payment out. */
const paymentProvider = (slug: string): DataRecipient =>
  PAYMENT_PROVIDERS[slug] ?? { name: slug, country: 'país no indicado' };

/** Fixed by the product: receipts go to SUNAT by law, WhatsApp notices through Meta's API (decision 090). */
const SUNAT: DataRecipient = { name: 'SUNAT', country: PERU };
const WHATSAPP: DataRecipient = { name: 'WhatsApp (Meta Platforms, Inc.)', country: 'Estados Unidos' };

type FactSettings = Pick<
  Env,
  | 'BUSINESS_LEGAL_NAME'
  | 'BUSINESS_RUC'
  | 'BUSINESS_ADDRESS'
  | 'SUPPORT_EMAIL'
  | 'DATA_BANK_NAME'
  | 'DATA_BANK_CODE'
  | 'DATA_RECIPIENTS_HOSTING'
  | 'DATA_RECIPIENTS_EMAIL'
  | 'DATA_RECIPIENTS_CLASSES'
  | 'DATA_RECIPIENTS_RECEIPTS'
  | 'DATA_RECIPIENTS_LOCATION'
  | 'CARD_PROVIDER'
  | 'GLOBAL_CARD_PROVIDER'
  | 'LOCAL_PAYMENTS_PROVIDER'
>;

export function policyFacts(env: FactSettings = getEnv()): PolicyFacts {
  const each = (role: RecipientRole, recipients: readonly DataRecipient[]) =>
    recipients.map((recipient) => ({ ...recipient, role }));
  return {
    controller: businessIdentity(env),
    dataBank: { name: env.DATA_BANK_NAME, code: env.DATA_BANK_CODE },
    supportEmail: env.SUPPORT_EMAIL,
    recipients: [
      ...each('hosting', env.DATA_RECIPIENTS_HOSTING),
      ...each('card', [paymentProvider(env.CARD_PROVIDER)]),
      ...each('globalCard', [paymentProvider(env.GLOBAL_CARD_PROVIDER)]),
      ...each('localPayments', [paymentProvider(env.LOCAL_PAYMENTS_PROVIDER)]),
      ...each('receipts', env.DATA_RECIPIENTS_RECEIPTS),
      ...each('tax', [SUNAT]),
      ...each('email', env.DATA_RECIPIENTS_EMAIL),
      ...each('whatsapp', [WHATSAPP]),
      ...each('classes', env.DATA_RECIPIENTS_CLASSES),
      ...each('location', env.DATA_RECIPIENTS_LOCATION),
    ],
  };
}
