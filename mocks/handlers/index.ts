/** Base handlers: the happy path of every upstream area. Scenarios go in front of these. */
import { authHandlers } from './auth';
import { cardProviderHandlers } from './card-provider';
import { complaintHandlers } from './complaints';
import { contactHandlers } from './contact';
import { contentHandlers } from './content';
import { globalCardProviderHandlers } from './global-card-provider';
import { courseHandlers } from './courses';
import { locationHandlers } from './location';
import { organizationHandlers } from './organizations';
import { bannerHandlers } from './banners';
import { parentHandlers } from './parents';
import { purchaseHandlers } from './purchases';
import { signUpHandlers } from './sign-up';
import { studentHandlers } from './student';
import { vacationHandlers } from './vacation';

export const handlers = [
  ...contentHandlers,
  ...courseHandlers,
  ...authHandlers,
  ...signUpHandlers,
  ...complaintHandlers,
  ...contactHandlers,
  ...studentHandlers,
  ...parentHandlers,
  ...organizationHandlers,
  ...bannerHandlers,
  ...vacationHandlers,
  ...locationHandlers,
  ...purchaseHandlers,
  ...cardProviderHandlers,
  ...globalCardProviderHandlers,
];
