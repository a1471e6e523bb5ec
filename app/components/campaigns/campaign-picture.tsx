/** A campaign's picture: the desktop file from 768 px (spec §9 breakpoint), the mobile one below. */
import type { CampaignCard } from '@server/campaigns/view';
import { WIDE_MEDIA } from '~/components/home/responsive-picture';

export function CampaignPicture({ image, eager = false }: { image: CampaignCard['image']; eager?: boolean }) {
  return (
    <picture className="campaign-picture">
      <source
        media={WIDE_MEDIA}
        srcSet={image.desktop.url}
        width={image.desktop.width}
        height={image.desktop.height}
      />
      <img
        src={image.mobile.url}
        alt={image.alt}
        width={image.mobile.width}
        height={image.mobile.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
