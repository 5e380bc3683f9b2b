/**
 * The membership a user's Stripe subscriptions add up to. Each subscription keeps the state of
 * the newest event applied to it (stripe_subscriptions); the user's plan is then derived from all
 * of theirs, so
 * - events out of order or sent again never bring back an older state (per subscription, the
 *   later `created`, then created < updated < deleted within one second);
 * - a subscription seen before its checkout waits without a user and counts once the checkout
 *   names one (the attack run: `subscription.created` first left a paying buyer without Plus);
 * - a second subscription never replaces a live one: both count, the higher tier shows, and the
 *   log says so, so the operator can refund one;
 * - a subscription never moves to another user or customer once linked.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Subscription states in which the member has what they paid for. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

export const EVENT_RANK = {
  'checkout.session.completed': 0,
  'customer.subscription.created': 1,
  'customer.subscription.updated': 2,
  'customer.subscription.deleted': 3,
} as const;

export interface SubscriptionState {
  id: string;
  customer: string | null;
  status: string;
  tier: number | null;
  activeUntil: string | null;
  renewsAt: string | null;
  /** The event's `created` (Unix seconds) and its kind's rank. */
  eventAt: number;
  eventRank: number;
}

export type Log = (message: string) => void;

type Db = Kysely<Database> | Transaction<Database>;

/** Creates the row if absent and, on PostgreSQL, locks it until the transaction ends. */
async function lockedRow(trx: Transaction<Database>, id: string, postgres: boolean) {
  await trx
    .insertInto('stripe_subscriptions')
    .values({
      id,
      user_id: null,
      customer: null,
      status: 'incomplete',
      tier: null,
      active_until: null,
      renews_at: null,
      event_at: 0,
      event_rank: -1,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return trx
    .selectFrom('stripe_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .$if(postgres, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
}

/** Sets the user's plan from their live subscriptions: the highest tier wins. */
export async function refreshMembership(db: Db, userId: number, log: Log): Promise<void> {
  const subscriptions = await db
    .selectFrom('stripe_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const live = subscriptions
    .filter((s) => LIVE.has(s.status) && s.tier !== null)
    .sort((a, b) => (b.tier ?? 0) - (a.tier ?? 0));
  if (live.length > 1)
    log(`user ${userId} has ${live.length} live subscriptions (${live.map((s) => s.id).join(', ')})`);
  const best = live[0];
  if (best) {
    await db
      .updateTable('users')
      .set({
        plan_tier: best.tier,
        subscription_id: best.id,
        active_until: best.active_until,
        renews_at: best.renews_at,
      })
      .where('id', '=', userId)
      .execute();
    return;
  }
  // None live: the plan ends, unless it is not Stripe's (the administrator's own grant names
  // another subscription id).
  const ours = subscriptions.map((s) => s.id);
  await db
    .updateTable('users')
    .set({ plan_tier: null, active_until: null, renews_at: null, subscription_id: null })
    .where('id', '=', userId)
    .where((eb) =>
      ours.length > 0
        ? eb.or([eb('subscription_id', 'is', null), eb('subscription_id', 'in', ours)])
        : eb('subscription_id', 'is', null),
    )
    .execute();
}

/** A checkout completed: its subscription belongs to this user (and customer) from now on. */
export async function linkCheckout(
  db: Kysely<Database>,
  postgres: boolean,
  link: { subscriptionId: string; userId: number; customer: string | null },
  log: Log,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedRow(trx, link.subscriptionId, postgres);
    if (row.user_id !== null && row.user_id !== link.userId) {
      log(`checkout for user ${link.userId} names ${row.id}, which belongs to user ${row.user_id}: ignored`);
      return;
    }
    if (row.customer !== null && link.customer !== null && row.customer !== link.customer) {
      log(`checkout names ${row.id} with customer ${link.customer}, not its own ${row.customer}: ignored`);
      return;
    }
    await trx
      .updateTable('stripe_subscriptions')
      .set({ user_id: link.userId, customer: row.customer ?? link.customer })
      .where('id', '=', row.id)
      .execute();
    await refreshMembership(trx, link.userId, log);
  });
}

/**
 * A subscription event: applied when it is newer than what the row holds. `userId` is the
 * subscription's own metadata (set by the operator's API calls, never by the buyer).
 */
export async function applySubscriptionState(
  db: Kysely<Database>,
  postgres: boolean,
  state: SubscriptionState,
  userId: number | null,
  log: Log,
): Promise<'applied' | 'stale' | 'refused'> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedRow(trx, state.id, postgres);
    if (row.event_at > state.eventAt || (row.event_at === state.eventAt && row.event_rank > state.eventRank))
      return 'stale';
    if (row.customer !== null && state.customer !== null && row.customer !== state.customer) {
      log(`event for ${row.id} names customer ${state.customer}, not its own ${row.customer}: ignored`);
      return 'refused';
    }
    // Subscriptions linked before this table existed are found by the user's subscription id.
    const legacy =
      row.user_id === null && userId === null
        ? await trx
            .selectFrom('users')
            .select('id')
            .where('subscription_id', '=', state.id)
            .executeTakeFirst()
        : undefined;
    const owner = row.user_id ?? userId ?? legacy?.id ?? null;
    await trx
      .updateTable('stripe_subscriptions')
      .set({
        user_id: owner,
        customer: row.customer ?? state.customer,
        status: state.status,
        tier: state.tier,
        active_until: state.activeUntil,
        renews_at: state.renewsAt,
        event_at: state.eventAt,
        event_rank: state.eventRank,
      })
      .where('id', '=', row.id)
      .execute();
    if (owner !== null) await refreshMembership(trx, owner, log);
    return 'applied';
  });
}
