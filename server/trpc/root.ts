import { createCallerFactory, router } from './init';
import { authRouter } from './routers/auth';
import { complaintsRouter } from './routers/complaints';
import { contactRouter } from './routers/contact';
import { coursesRouter } from './routers/courses';
import { faqRouter } from './routers/faq';
import { invoicesRouter } from './routers/invoices';
import { organizationRouter } from './routers/organization';
import { parentsRouter } from './routers/parents';
import { pathsRouter } from './routers/paths';
import { paymentRouter } from './routers/payment';
import { referralRouter } from './routers/referral';
import { remindersRouter } from './routers/reminders';
import { siteRouter } from './routers/site';
import { signUpRouter } from './routers/sign-up';
import { studentRouter } from './routers/student';
import { vacationRouter } from './routers/vacation';
import { campaignsRouter } from './routers/campaigns';
import { trialClassRouter } from './routers/trial-class';
import { scheduleRouter } from './routers/schedule';

export const appRouter = router({
  auth: authRouter,
  complaints: complaintsRouter,
  contact: contactRouter,
  courses: coursesRouter,
  faq: faqRouter,
  invoices: invoicesRouter,
  organization: organizationRouter,
  parents: parentsRouter,
  paths: pathsRouter,
  payment: paymentRouter,
  referral: referralRouter,
  site: siteRouter,
  signUp: signUpRouter,
  student: studentRouter,
  vacation: vacationRouter,
  campaigns: campaignsRouter,
  trialClass: trialClassRouter,
  reminders: remindersRouter,
  schedule: scheduleRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
