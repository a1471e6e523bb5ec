/**
 * The actions of the money model (not a test file): what families, their stale tabs and support
 * may do to sales, as data fast-check generates and shrinks. Indices pick among what exists
 * (modulo), so every generated sequence can run.
 */
import fc from 'fast-check';

/** Which of what exists: small, so a tab's earlier copy is picked as often as the latest. */
const index = fc.nat({ max: 3 });
/** padre@ most often: soles, two children, the most ways to pay. */
const fam = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 2, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.constant(2) },
);
const card = fc.constantFrom('visa', 'mastercard', 'deny') as fc.Arbitrary<'visa' | 'mastercard' | 'deny'>;

export type Action =
  | { t: 'open'; fam: number; product: number }
  | { t: 'code'; fam: number; ped: number; code: number }
  | { t: 'uncode'; fam: number; ped: number }
  | { t: 'invite'; fam: number; ped: number }
  | { t: 'offer'; fam: number; ped: number }
  | { t: 'card'; fam: number; ped: number; snap: number; card: 'visa' | 'mastercard' | 'deny' }
  | { t: 'wallet'; fam: number; ped: number; snap: number; right: boolean }
  | { t: 'intent'; fam: number; ped: number }
  | { t: 'confirm'; fam: number; ped: number; snap: number; ok: boolean }
  | { t: 'complete'; fam: number; ped: number; snap: number }
  | { t: 'cash'; fam: number; ped: number }
  | { t: 'cashPaid'; fam: number; ped: number; snap: number }
  | { t: 'refund'; fam: number; ped: number }
  | { t: 'race'; fam: number; ped: number; with: 'card' | 'code' | 'wallet' | 'refund' }
  | { t: 'vacation'; fam: number; program: number }
  | { t: 'vpay'; fam: number; v: number; card: 'visa' | 'deny' }
  | { t: 'vwallet'; fam: number; v: number; right: boolean }
  | { t: 'vrefund'; fam: number; v: number }
  | { t: 'vrace'; fam: number; v: number };

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('open' as const), fam, product: index }) },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('code' as const), fam, ped: index, code: fc.nat({ max: 3 }) }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('uncode' as const), fam, ped: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('invite' as const), fam, ped: index }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('offer' as const), fam, ped: index }) },
  {
    weight: 4,
    arbitrary: fc.record({ t: fc.constant('card' as const), fam, ped: index, snap: index, card }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('wallet' as const),
      fam,
      ped: index,
      snap: index,
      right: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('intent' as const), fam, ped: index }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('confirm' as const),
      fam,
      ped: index,
      snap: index,
      ok: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('complete' as const), fam, ped: index, snap: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('cash' as const), fam, ped: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('cashPaid' as const), fam, ped: index, snap: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('refund' as const), fam, ped: index }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('race' as const),
      fam,
      ped: index,
      with: fc.constantFrom('card', 'code', 'wallet', 'refund') as fc.Arbitrary<
        'card' | 'code' | 'wallet' | 'refund'
      >,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('vacation' as const), fam, program: index }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('vpay' as const),
      fam,
      v: index,
      card: fc.constantFrom('visa', 'deny') as fc.Arbitrary<'visa' | 'deny'>,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('vwallet' as const), fam, v: index, right: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('vrefund' as const), fam, v: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('vrace' as const), fam, v: index }) },
);

/** The family's own steps (fam -1), as a story's parts: change the sale, open a way to pay, pay. */
const own = (arb: fc.Arbitrary<Action>): fc.Arbitrary<Action> =>
  arb.map((action) => ({ ...action, fam: -1 }));
const change = own(
  fc.oneof(
    fc.record({ t: fc.constant('code' as const), fam, ped: index, code: fc.nat({ max: 3 }) }),
    fc.record({ t: fc.constant('uncode' as const), fam, ped: index }),
    fc.record({ t: fc.constant('invite' as const), fam, ped: index }),
  ),
);
const openWay = own(
  fc.oneof(
    fc.record({ t: fc.constant('offer' as const), fam, ped: index }),
    fc.record({ t: fc.constant('intent' as const), fam, ped: index }),
    fc.record({ t: fc.constant('cash' as const), fam, ped: index }),
    fc.record({ t: fc.constant('vacation' as const), fam, program: index }),
  ),
);
const payStep = own(
  fc.oneof(
    fc.record({ t: fc.constant('card' as const), fam, ped: index, snap: index, card }),
    fc.record({ t: fc.constant('wallet' as const), fam, ped: index, snap: index, right: fc.boolean() }),
    fc.record({ t: fc.constant('complete' as const), fam, ped: index, snap: index }),
    fc.record({ t: fc.constant('cashPaid' as const), fam, ped: index, snap: index }),
    fc.record({
      t: fc.constant('race' as const),
      fam,
      ped: index,
      with: fc.constantFrom('card', 'code', 'wallet', 'refund') as fc.Arbitrary<
        'card' | 'code' | 'wallet' | 'refund'
      >,
    }),
    fc.record({
      t: fc.constant('vpay' as const),
      fam,
      v: index,
      card: fc.constantFrom('visa', 'deny') as fc.Arbitrary<'visa' | 'deny'>,
    }),
    fc.record({ t: fc.constant('vrace' as const), fam, v: index }),
  ),
);
const after = own(
  fc.oneof(
    fc.record({ t: fc.constant('refund' as const), fam, ped: index }),
    fc.record({ t: fc.constant('vrefund' as const), fam, v: index }),
  ),
);

/**
 * One family's story — it opens a sale, changes it and opens ways to pay in any order (a tab keeps
 * each copy), pays (a copy, maybe stale), maybe refunds — with any family's steps between.
 */
const storyArb = fc
  .tuple(
    fc.array(fc.oneof(change, openWay), { minLength: 1, maxLength: 5 }),
    fc.array(payStep, { minLength: 1, maxLength: 3 }),
    fc.option(after),
    fc.array(fc.tuple(fc.nat(), actionArb), { maxLength: 4 }),
  )
  .map(([prepare, pay, refund, noise]) => {
    const story: Action[] = [
      { t: 'open', fam: -1, product: 0 },
      ...prepare,
      ...pay,
      ...(refund ? [refund] : []),
    ];
    for (const [at, action] of noise) story.splice(1 + (at % story.length), 0, action);
    return story;
  });

/** A sequence: the family whose story it mostly is, and its steps (one or two stories, then free steps). */
export const sequenceArb = (maxSteps: number) =>
  fc.record({
    focus: fc.nat({ max: 2 }),
    actions: fc
      .tuple(fc.array(storyArb, { minLength: 1, maxLength: 2 }), fc.array(actionArb, { maxLength: 4 }))
      .map(([stories, free]) => [...stories.flat(), ...free].slice(0, maxSteps)),
  });
export type Sequence = { focus: number; actions: Action[] };
