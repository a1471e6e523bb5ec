/** The app's router: the design card's groups, then the product's own areas; one file per group. */
import { createCallerFactory, router } from './init';
import { authRouter } from './routers/auth';
import { campaignsRouter } from './routers/campaigns';
import { certificatesRouter } from './routers/certificates';
import { childLoginRouter } from './routers/child-login';
import { classSessionsRouter } from './routers/class-sessions';
import { makeUpsRouter } from './routers/make-ups';
import { waitlistRouter } from './routers/waitlist';
import { cardProviderRouter } from './routers/card-provider';
import { complaintsRouter } from './routers/complaints';
import { dataRequestsRouter } from './routers/data-requests';
import { refundsRouter } from './routers/refunds';
import { contactRouter } from './routers/contact';
import { coursesRouter } from './routers/courses';
import { enrollmentsRouter } from './routers/enrollments';
import { faqRouter } from './routers/faq';
import { invoicesRouter } from './routers/invoices';
import { organizationRouter } from './routers/organization';
import { parentsRouter } from './routers/parents';
import { pathsRouter } from './routers/paths';
import { purchasesRouter } from './routers/purchases';
import { referralRouter } from './routers/referral';
import { remindersRouter } from './routers/reminders';
import { scheduleRouter } from './routers/schedule';
import { signUpRouter } from './routers/sign-up';
import { siteRouter } from './routers/site';
import { studentRouter } from './routers/student';
import { studentZoneRouter } from './routers/student-zone';
import { trialClassRouter } from './routers/trial-class';
import { vacationRouter } from './routers/vacation';
import { walletRouter } from './routers/wallet';

export const appRouter = router({
  courses: coursesRouter,
  enrollments: enrollmentsRouter,
  purchases: purchasesRouter,
  invoices: invoicesRouter,
  cardProvider: cardProviderRouter,
  wallet: walletRouter,
  contact: contactRouter,
  studentZone: studentZoneRouter,
  auth: authRouter,
  signUp: signUpRouter,
  site: siteRouter,
  faq: faqRouter,
  paths: pathsRouter,
  vacation: vacationRouter,
  campaigns: campaignsRouter,
  trialClass: trialClassRouter,
  complaints: complaintsRouter,
  referral: referralRouter,
  reminders: remindersRouter,
  schedule: scheduleRouter,
  organization: organizationRouter,
  parents: parentsRouter,
  childLogin: childLoginRouter,
  dataRequests: dataRequestsRouter,
  refunds: refundsRouter,
  student: studentRouter,
  certificates: certificatesRouter,
  classSessions: classSessionsRouter,
  makeUps: makeUpsRouter,
  waitlist: waitlistRouter,
});

export const createCaller = createCallerFactory(appRouter);
