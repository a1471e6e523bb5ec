/** The trial-class offer as a band, never a modal; 'Ahora no' is a real form, so it works without JavaScript. */
import { useRouteLoaderData } from '@remix-run/react';
import { TRIAL_CLASS_TEXT } from '@kernel/texts/trial-class';
import type { CampaignExtras } from '~/lib/campaign-extras.server';
import type { loader as rootLoader } from '~/root';

export function TrialBanner({ banner }: { banner: CampaignExtras['trialBanner'] }) {
  // A signed-in family is no first-time visitor (and its pages are never cached: no key to vary).
  const signedIn = !!useRouteLoaderData<typeof rootLoader>('root')?.user;
  if (!banner || signedIn) return null;
  return (
    <aside className="trial-banner" aria-labelledby="clase-de-prueba-aviso" data-testid="trial-banner">
      <div className="container trial-banner__inner">
        <div className="trial-banner__text">
          <p className="trial-banner__title" id="clase-de-prueba-aviso">
            {banner.title}
          </p>
          {banner.description ? <p>{banner.description}</p> : null}
        </div>
        <div className="trial-banner__actions">
          <a className="button button--small" href="/clase-de-prueba">
            {TRIAL_CLASS_TEXT.bannerAction}
          </a>
          <form method="post" action="/clase-de-prueba/ocultar" className="trial-banner__dismiss">
            <input type="hidden" name="volver" value={banner.returnPath} />
            <button type="submit" className="button button--small button--secondary">
              {TRIAL_CLASS_TEXT.dismiss}
            </button>
          </form>
        </div>
      </div>
    </aside>
  );
}
