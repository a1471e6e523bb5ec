import { createCallerFactory, router } from './init';
import { authRouter } from './routers/auth';
import { complaintsRouter } from './routers/complaints';
import { contactRouter } from './routers/contact';
import { coursesRouter } from './routers/courses';
import { faqRouter } from './routers/faq';
import { parentsRouter } from './routers/parents';
import { paymentRouter } from './routers/payment';
import { signUpRouter } from './routers/sign-up';
import { studentRouter } from './routers/student';
import { vacationRouter } from './routers/vacation';

export const appRouter = router({
  auth: authRouter,
  complaints: complaintsRouter,
  contact: contactRouter,
  courses: coursesRouter,
  faq: faqRouter,
  parents: parentsRouter,
  payment: paymentRouter,
  signUp: signUpRouter,
  student: studentRouter,
  vacation: vacationRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
