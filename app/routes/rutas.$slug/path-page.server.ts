import { getSession } from '@server/session.server';
import { chatLink } from '@kernel/chat';
import { pathArticle } from '@kernel/texts/catalogue';
import { chatNumberFor } from '~/lib/chat-number.server';
import { publicOrigin } from '~/lib/request-origin.server';
import { notFound, orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { isCatalogueSlug } from '~/lib/catalogue-slug';

export async function loadPathPage(request: Request, slug: string | undefined) {
  if (!isCatalogueSlug(slug)) throw notFound();
  const session = await getSession(request);
  const caller = await getCaller(request, session);
  const path = await orThrowResponse(caller.paths.bySlug({ slug }));
  const message = `Hola, quiero más información sobre ${pathArticle(path.name)} «${path.name}».`;
  return { path, origin: publicOrigin(), infoUrl: chatLink(chatNumberFor(path.country), message) };
}
