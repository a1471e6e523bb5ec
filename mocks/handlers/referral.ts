/** The referral program: links, a code on a first invoice, a code's look-up, the family's overview. */
import { MOCK_API_URL } from '../config';
import { authenticatedUser, jsonAnswer, requireUser, requireFound } from '../http/api-answers';
import {
  ApplyReferralBodySchema,
  CreateReferralBodySchema,
  ReferralCodeSchema,
  type ReferralKind,
  type ReferralOverview,
  type ReferralRefusalReason,
} from '../../server/upstream/schemas/referral';
import { invoiceAnswer, totals } from '../checkout/invoice-records';
import { succeededIntent } from '../checkout/intents';
import { voidOpenOffers } from '../checkout/offers';
import { notOpen, route, requireOwnInvoice } from '../checkout/routes';
import { db } from '../db';
import { referableItem, referableItems } from '../referral/items';
import {
  createOrReuse,
  findLink,
  isExpired,
  linkAnswer,
  linkOf,
  lookupAnswer,
  usesCounted,
} from '../referral/links';
import { checkReferral, recordUse, useStatus, type ReferralCheck } from '../referral/uses';
import { requireBody } from '../checkout/body';

const DETAIL: Record<ReferralRefusalReason, string> = {
  invalid: 'El código de invitación no existe.',
  expired: 'La invitación venció.',
  own_family: 'La invitación es de la propia familia.',
  used: 'La invitación ya fue usada.',
  not_first_invoice: 'La invitación solo aplica a la primera compra de la familia.',
  already_applied: 'El pedido ya tiene una invitación.',
  other_currency: 'La invitación es de una familia que paga en otra moneda.',
  reserved: 'La invitación de la familia está aplicada a otro pedido abierto.',
  not_combinable: 'El pedido tiene un código de descuento: no se combina con invitaciones.',
};

const refusal = (checked: Extract<ReferralCheck, { ok: false }>) =>
  jsonAnswer(
    {
      error_code: checked.reason,
      detail: DETAIL[checked.reason],
      ...(checked.reason === 'reserved' ? { invoice_number: checked.invoiceNumber } : {}),
    },
    { status: 400 },
  );

function createHandler(kind: ReferralKind, segment: string) {
  return route('post', `${MOCK_API_URL}/api/referral/${segment}/:id/`, async ({ request, params }) => {
    const user = requireUser(request);
    await requireBody(request, CreateReferralBodySchema);
    const item = requireFound(referableItem(user.id, kind, Number(params.id)));
    const { link, created } = createOrReuse(user.id, user.firstName, item);
    return jsonAnswer({ data: linkAnswer(link) }, { status: created ? 201 : 200 });
  });
}

function overview(userId: number): ReferralOverview {
  const items = referableItems(userId).map((item) => {
    const link = linkOf(userId, item);
    return {
      kind: item.kind,
      id: item.id,
      name: item.name,
      child_first_name: item.childFirstName,
      link: link && linkAnswer(link),
    };
  });
  const codes = new Set(
    db.referralLink.findMany({ where: { userId: { equals: userId } } }).map((l) => l.code),
  );
  const uses = db.referralUse
    .getAll()
    .filter((use) => codes.has(use.code))
    .sort((a, b) => b.usedAt.localeCompare(a.usedAt));
  const earned = new Map<'PEN' | 'USD', number>();
  const referrals = uses.map((use) => {
    const status = useStatus(use);
    if (status === 'earned') earned.set(use.currency, (earned.get(use.currency) ?? 0) + use.rewardAmount);
    return {
      id: use.id,
      code: use.code,
      invited_first_name: use.invitedFirstName,
      item_name: findLink(use.code)?.itemName ?? '',
      status,
      reward: status === 'cancelled' ? null : { amount: use.rewardAmount, currency: use.currency },
      used_at: use.usedAt,
    };
  });
  return {
    items,
    referrals,
    earned: [...earned].map(([currency, amount]) => ({ amount: Math.round(amount * 100) / 100, currency })),
  };
}

export const referralHandlers = [
  ...createHandler('course', 'courses'),
  ...createHandler('learning_path', 'paths'),
  ...createHandler('group', 'group'),

  ...route('patch', `${MOCK_API_URL}/api/referral/invoice/:id/`, async ({ request, params }) => {
    requireOwnInvoice(request, params.id);
    const body = await requireBody(request, ApplyReferralBodySchema);
    // Read again after the body: from here on nothing awaits, so no other call changes it meanwhile.
    const invoice = requireOwnInvoice(request, params.id);
    // The benefit changes the total: only while nothing was paid or confirmed for it.
    if (invoice.status !== 'open' || succeededIntent(invoice.id)) return notOpen();
    const checked = checkReferral(body.code, invoice);
    if (!checked.ok) return refusal(checked);
    // The benefit changes the total: the offers made at the old one are voided first (issue 74).
    const changed = voidOpenOffers(invoice);
    recordUse(checked.link, changed, totals(changed).subtotal);
    return jsonAnswer({ data: invoiceAnswer(changed) });
  }),

  ...route('get', `${MOCK_API_URL}/api/referral/codes/:code/`, ({ request, params }) => {
    const code = ReferralCodeSchema.safeParse(String(params.code ?? ''));
    const link = requireFound(code.success ? findLink(code.data) : null);
    const caller = authenticatedUser(request);
    const status = isExpired(link)
      ? 'expired'
      : link.maxUses !== null &&
        usesCounted(link, (id) => {
          const use = db.referralUse.findFirst({ where: { id: { equals: id } } });
          return use ? useStatus(use) : 'cancelled';
        }) >= link.maxUses
      ? 'used'
      : 'valid';
    return jsonAnswer({ data: lookupAnswer(link, status, caller?.id ?? null) });
  }),

  ...route('get', `${MOCK_API_URL}/api/referral/`, ({ request }) => {
    const user = requireUser(request);
    return jsonAnswer({ data: overview(user.id) });
  }),
];
