import type { AppLoadContext } from '@remix-run/node';
import { chatLink } from '@kernel/chat';
import { pathArticle } from '@kernel/texts/catalogue';
import { buyActions } from '@server/catalogue/buy-actions';
import { chatNumberFor } from '~/lib/chat-number.server';
import { priceBookOr } from '~/lib/price-book.server';
import { publicOrigin } from '~/lib/request-origin.server';
import { notFound, orThrowResponse } from '~/lib/route-errors.server';
import { getCaller } from '~/lib/trpc.server';
import { isSlug } from '~/lib/url-slug';
import { loaderSession } from '~/lib/loader-session.server';

export async function loadPathPage(request: Request, slug: string | undefined, context?: AppLoadContext) {
  if (!isSlug(slug)) throw notFound();
  const session = await loaderSession(request, context);
  const caller = await getCaller(request, session);
  const [path, quotes] = await Promise.all([
    orThrowResponse(caller.paths.bySlug({ slug })),
    priceBookOr(caller, 'path'),
  ]);
  const message = `Hola, quiero más información sobre ${pathArticle(path.name)} «${path.name}».`;
  const chatNumber = chatNumberFor(path.country);
  // Its two offers (spec §9), priced as `/pagar` charges them: the first course inside the path, the whole path.
  const first = path.offers.firstCourse?.course ?? null;
  const actions = buyActions({
    course: first
      ? { name: first.name, quote: quotes({ type: 'path-course', path: path.slug, course: first.slug }) }
      : null,
    path: { name: path.name, quote: quotes({ type: 'path', path: path.slug }) },
    chatNumber,
  });
  // A visitor pays each offer through its payment link (spec §9), with no account needed.
  const buy = actions && {
    ...actions,
    course: actions.course && { ...actions.course, visitorHref: path.offers.firstCourse?.paymentLink },
    path: actions.path && { ...actions.path, visitorHref: path.offers.fullPath.paymentLink },
  };
  return { path, origin: publicOrigin(), infoUrl: chatLink(chatNumber, message), buy };
}
