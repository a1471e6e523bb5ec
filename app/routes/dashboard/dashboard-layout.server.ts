/** The access prologue of every dashboard page, run once (spec §2, §6). */
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { chatNumberFor } from '~/lib/chat-number.server';
import { getDashboardVisitor } from '~/lib/dashboard-access.server';

const isDashboardHome = (pathname: string) => pathname === '/dashboard' || pathname === '/dashboard/';

export async function loadDashboardLayout(request: Request, context?: AppLoadContext) {
  const url = new URL(request.url);
  const visitor = await getDashboardVisitor(request, context);
  switch (visitor.zone) {
    case 'signed-out':
      if (!url.searchParams.has('login')) throw redirect(`${url.pathname}?login`);
      return json({ zone: 'signed-out' as const });
    case 'organization':
      throw redirect(visitor.landing);
    case 'student':
      if (!isDashboardHome(url.pathname)) throw redirect('/dashboard');
      return json({ zone: 'student' as const });
    case 'parents':
      return json({ zone: 'parents' as const, chatNumber: chatNumberFor(visitor.auth.user.countryCode) });
  }
}
