import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { MY_DATA_TEXT } from '@kernel/texts/privacy';
import type { Row } from '@server/parents/my-data-view';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { ParentsShell } from '~/components/parents/parents-shell';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { loadMyData, myDataAction } from './my-data.server';
import { CONSENTS_ANCHOR, DATA_REQUESTS_ANCHOR } from './paths';
import { MyConsents } from '~/components/parents/my-consents';
import { DataRequests } from '~/components/parents/data-requests';
import { Fact } from '~/components/ui/fact';
import formsStyles from '~/styles/forms.css';
import parentsStyles from '~/styles/parents.css';
import { stylesheets } from '~/lib/stylesheets';

export const links = stylesheets(parentsStyles, formsStyles);

/** Plain HTML: a list and a download link need no React in the browser. */
export const handle = signInPrompt(MY_DATA_TEXT.title, MY_DATA_TEXT.signIn);

export const loader = ({ request, context }: LoaderFunctionArgs) => loadMyData(request, context);
export const action = ({ request }: ActionFunctionArgs) => myDataAction(request);

export default function MyDataPage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!data) return null;
  const { view } = data;
  return (
    <ParentsShell title={MY_DATA_TEXT.title} lead={MY_DATA_TEXT.lead}>
      <MyConsents
        anchor={CONSENTS_ANCHOR}
        consents={view.consents}
        answer={posted && 'consent' in posted ? posted.consent : undefined}
      />
      <section className="parents-card" aria-labelledby="parent-data-title">
        <h2 id="parent-data-title">{MY_DATA_TEXT.parentHeading}</h2>
        <Rows rows={view.parent} />
      </section>
      <section className="parents-card" aria-labelledby="children-data-title" data-testid="my-children">
        <h2 id="children-data-title">{MY_DATA_TEXT.childrenHeading}</h2>
        {view.children.map((child) => (
          <div key={child.id}>
            <h3>{child.name}</h3>
            <Rows rows={child.rows} />
          </div>
        ))}
      </section>
      <section className="parents-card" aria-labelledby="purchases-data-title" data-testid="my-purchases">
        <h2 id="purchases-data-title">{MY_DATA_TEXT.purchasesHeading}</h2>
        {view.purchases.length === 0 ? (
          <p>{MY_DATA_TEXT.noPurchases}</p>
        ) : (
          <ul>
            {view.purchases.map((purchase) => (
              <li key={purchase.key}>
                {purchase.description} · {purchase.amount} · {purchase.status} · {purchase.date}
              </li>
            ))}
          </ul>
        )}
      </section>
      <DataRequests
        anchor={DATA_REQUESTS_ANCHOR}
        requests={data.requests}
        result={posted && 'result' in posted ? posted.result : undefined}
      />
    </ParentsShell>
  );
}

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="my-data__rows">
      {rows.map((row) => (
        <Fact key={row.label} label={row.label}>
          {row.value}
        </Fact>
      ))}
    </dl>
  );
}

export const meta = privateMeta('Mis datos · Zona de Padres · Kodea');

export const ErrorBoundary = RouteErrorPage;
