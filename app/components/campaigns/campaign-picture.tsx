/** A campaign's picture: the desktop file from 768 px (spec §9 breakpoint), the mobile one below. */
import type { CampaignCard } from '@server/campaigns/view';
import { ResponsivePicture } from '~/components/home/responsive-picture';

export function CampaignPicture({ image, eager = false }: { image: CampaignCard['image']; eager?: boolean }) {
  return (
    <ResponsivePicture
      wide={image.desktop}
      narrow={image.mobile}
      alt={image.alt}
      eager={eager}
      className="campaign-picture"
    />
  );
}
