import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { getSession, readAuth } from '@server/session.server';
import { loaderSession } from '~/lib/loader-session.server';
import { RouteErrorPage } from '~/components/route-error';
import { ChildrenStep } from '~/components/sign-up/children-step';
import { GuardianStep } from '~/components/sign-up/guardian-step';
import { SIGN_UP_TEXT } from '@kernel/texts/sign-up';
import { SIGN_UP_OPTIONS, type SignUpOptions } from './sign-up-options.server';
import { loadSignUp, signUpAction, type SignUpView } from './sign-up.server';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import { SIGN_UP_PATH, withReturn } from '~/lib/return-path';
import { withLoginParam } from '~/lib/safe-redirect';
import formsStyles from '~/styles/forms.css';
import { stylesheets } from '~/lib/stylesheets';
import { staticPublicMeta } from '~/lib/page-meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await loaderSession(request, context);
  // Signed in: the page says so instead of a form that would sign them in as someone else.
  const signedIn = readAuth(session) !== null;
  return json({ signedIn, view: await loadSignUp(request, session), options: SIGN_UP_OPTIONS });
}

export async function action({ request }: ActionFunctionArgs) {
  if (readAuth(await getSession(request))) throw redirect('/dashboard');
  return signUpAction(request);
}

export default function SignUpPage() {
  const { signedIn, view: loaded, options } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const view: SignUpView = posted ?? loaded;
  return (
    <div className="container page page--narrow sign-up">
      <h1>{SIGN_UP_TEXT.title}</h1>
      <p className="page__lead">{SIGN_UP_TEXT.lead}</p>
      {signedIn ? (
        <p className="warning-box">
          {SIGN_UP_TEXT.signedIn} <a href="/dashboard">Ir al dashboard</a>
        </p>
      ) : (
        <SignUpSteps view={view} options={options} />
      )}
    </div>
  );
}

function SignUpSteps({ view, options }: { view: SignUpView; options: SignUpOptions }) {
  return (
    <>
      {/* Each step draws its error summary (issue 20) from Conform's errors, above its form. */}
      {view.step === 'guardian' ? (
        <GuardianStep view={view} options={options} />
      ) : (
        <ChildrenStep view={view} options={options} />
      )}
      <p className="sign-up__login">
        {/* The dialog over this page: signing in goes where the sign-up would have (issue 53). */}
        ¿Ya tienes una cuenta?{' '}
        <a href={withLoginParam(withReturn(SIGN_UP_PATH, view.returnTo), true)}>Inicia sesión</a>
      </p>
    </>
  );
}

export const handle = PUBLIC_PAGE;

export const links = stylesheets(formsStyles);

export const meta = staticPublicMeta({
  title: 'Crear cuenta · Kodea',
  description:
    'Registra a tu familia en Kodea y sigue desde la Zona de Padres las clases en vivo de programación de tus hijos.',
  path: '/registro',
});

export const ErrorBoundary = RouteErrorPage;
