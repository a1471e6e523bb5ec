/** Every upstream call the app makes, one entry each (issue 78): the registry the document is written from. */
import type { Operation } from '../define';
import { accountOperations } from './accounts';
import { catalogueOperations } from './catalogue';
import { checkoutOperations } from './checkout';
import { classOperations } from './classes';
import { familyOperations } from './family';
import { growthOperations } from './growth';
import { privacyAndComplaintOperations } from './privacy-and-complaints';
import { vacationPaymentOperations } from './vacation-payments';
import { walletAndRefundOperations } from './wallets-and-refunds';

export const OPERATIONS: readonly Operation[] = [
  ...catalogueOperations,
  ...accountOperations,
  ...privacyAndComplaintOperations,
  ...familyOperations,
  ...classOperations,
  ...vacationPaymentOperations,
  ...checkoutOperations,
  ...walletAndRefundOperations,
  ...growthOperations,
];
