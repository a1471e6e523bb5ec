import type { CampaignCard } from '@server/campaigns/view';
import { CampaignPicture } from './campaign-picture';

export function CampaignStrip({ campaigns }: { campaigns: readonly CampaignCard[] }) {
  if (campaigns.length === 0) return null;
  return (
    <section
      className="container campaign-strip"
      aria-labelledby="campanas-titulo"
      data-testid="campaign-strip"
    >
      <h2 id="campanas-titulo">Campañas</h2>
      <ul className="campaign-strip__list">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="campaign-card">
            <CampaignPicture image={campaign.image} />
            <div className="campaign-card__body">
              <h3 className="campaign-card__title">
                <a href={campaign.href}>{campaign.title}</a>
              </h3>
              <p className="campaign-card__dates">{campaign.datesText}</p>
              {campaign.summary ? <p>{campaign.summary}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
