import { createCallerFactory, router } from './init';
import { authRouter } from './routers/auth';
import { contactRouter } from './routers/contact';
import { coursesRouter } from './routers/courses';
import { faqRouter } from './routers/faq';
import { studentRouter } from './routers/student';

export const appRouter = router({
  auth: authRouter,
  contact: contactRouter,
  courses: coursesRouter,
  faq: faqRouter,
  student: studentRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
