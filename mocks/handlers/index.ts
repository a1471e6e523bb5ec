/** Base handlers: the happy path of every upstream area. Scenarios go in front of these. */
import { authHandlers } from './auth';
import { passwordResetHandlers } from './password-reset';
import { childLoginHandlers } from './child-login';
import { cardProviderHandlers } from './card-provider';
import { walletPaymentHandlers } from './wallet-payments';
import { complaintHandlers } from './complaints';
import { contactHandlers } from './contact';
import { visitorContactHandlers } from './contact-visitors';
import { contentHandlers } from './content';
import { globalCardProviderHandlers } from './global-card-provider';
import { invoiceCodeHandlers } from './invoice-codes';
import { invoiceFollowUpHandlers } from './invoice-follow-up';
import { invoiceHandlers } from './invoices';
import { receiptBuyerHandlers } from './receipt-buyer';
import { electronicDocumentHandlers } from './electronic-documents';
import { localPaymentHandlers } from './local-payments';
import { paymentIntentHandlers } from './payment-intents';
import { purchaseListHandlers } from './purchase-list';
import { referralHandlers } from './referral';
import { courseHandlers } from './courses';
import { locationHandlers } from './location';
import { organizationHandlers } from './organizations';
import { bannerHandlers } from './banners';
import { parentHandlers } from './parents';
import { purchaseHandlers } from './purchases';
import { reminderHandlers } from './reminders';
import { signUpHandlers } from './sign-up';
import { privacyHandlers } from './privacy';
import { dataRequestHandlers } from './data-requests';
import { studentHandlers } from './student';
import { certificateHandlers } from './certificates';
import { campaignHandlers } from './campaigns';
import { trialClassHandlers } from './trial-classes';
import { scheduleChangeHandlers } from './schedule-changes';
import { classSessionHandlers } from './class-sessions';
import { makeUpHandlers } from './make-ups';
import { waitlistHandlers } from './waitlist';
import { refundHandlers } from './refunds';

export const handlers = [
  ...contentHandlers,
  ...courseHandlers,
  ...authHandlers,
  ...passwordResetHandlers,
  ...childLoginHandlers,
  ...signUpHandlers,
  ...privacyHandlers,
  ...dataRequestHandlers,
  ...complaintHandlers,
  ...contactHandlers,
  ...visitorContactHandlers,
  ...studentHandlers,
  ...certificateHandlers,
  ...parentHandlers,
  ...organizationHandlers,
  ...bannerHandlers,
  ...campaignHandlers,
  ...trialClassHandlers,
  ...locationHandlers,
  ...purchaseHandlers,
  ...purchaseListHandlers,
  ...cardProviderHandlers,
  ...walletPaymentHandlers,
  ...globalCardProviderHandlers,
  ...refundHandlers,
  ...invoiceHandlers,
  ...receiptBuyerHandlers,
  ...electronicDocumentHandlers,
  ...invoiceFollowUpHandlers,
  ...invoiceCodeHandlers,
  ...paymentIntentHandlers,
  ...localPaymentHandlers,
  ...referralHandlers,
  ...reminderHandlers,
  ...scheduleChangeHandlers,
  ...classSessionHandlers,
  ...makeUpHandlers,
  ...waitlistHandlers,
];
