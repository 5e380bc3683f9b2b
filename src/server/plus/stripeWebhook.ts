/**
 * Stripe sells Plus. Its webhook tells us about subscriptions; the signature is checked with the
 * official package against STRIPE_WEBHOOK_SECRET over the raw body, and only then is the event
 * applied to the user:
 * - checkout.session.completed links the subscription to the user who checked out
 *   (client_reference_id, which the checkout links carry);
 * - customer.subscription.created / updated set premium, the tier of the price, the subscription
 *   id, active_until (when auto-renewal is off) and the next renewal;
 * - customer.subscription.deleted ends the membership.
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import type { ServerContext } from '../context.ts';
import { fail } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Subscription states in which the member has what they paid for. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

const isoFromUnix = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;

interface SubscriptionFacts {
  id: string;
  status: string;
  userId: number | null;
  priceId: string | null;
  cancelAt: number | null;
  cancelAtPeriodEnd: boolean;
  periodEnd: number | null;
}

function factsOf(subscription: Stripe.Subscription): SubscriptionFacts {
  const item = subscription.items?.data?.[0];
  // The period moved from the subscription to its items in newer API versions; read either.
  const legacy = subscription as unknown as { current_period_end?: number };
  const itemEnd = (item as unknown as { current_period_end?: number } | undefined)?.current_period_end;
  const userId = Number(subscription.metadata?.user_id);
  return {
    id: subscription.id,
    status: subscription.status,
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
    priceId: item?.price?.id ?? null,
    cancelAt: subscription.cancel_at ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    periodEnd: itemEnd ?? legacy.current_period_end ?? null,
  };
}

export function tierOfPrice(stripe: StripeConfig, priceId: string | null): number | null {
  if (!priceId) return null;
  const tier = stripe.prices.indexOf(priceId);
  return tier >= 0 ? tier : null;
}

export function registerStripeWebhook(app: FastifyInstance, ctx: ServerContext): void {
  const config = ctx.config.stripe;
  if (!config) return;
  const stripe = new Stripe(config.secretKey);
  const { db } = ctx;

  const userIdFor = async (facts: SubscriptionFacts): Promise<number | null> => {
    if (facts.userId !== null) return facts.userId;
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('subscription_id', '=', facts.id)
      .executeTakeFirst();
    return row?.id ?? null;
  };

  const apply = async (event: Stripe.Event): Promise<void> => {
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      const userId = Number(session.client_reference_id);
      const subscription =
        typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (Number.isSafeInteger(userId) && userId > 0 && subscription)
        await db
          .updateTable('users')
          .set({ subscription_id: subscription })
          .where('id', '=', userId)
          .execute();
      return;
    }
    if (
      event.type !== 'customer.subscription.created' &&
      event.type !== 'customer.subscription.updated' &&
      event.type !== 'customer.subscription.deleted'
    )
      return;
    const facts = factsOf(event.data.object);
    const userId = await userIdFor(facts);
    if (userId === null) return;
    const tier = tierOfPrice(config, facts.priceId);
    if (event.type === 'customer.subscription.deleted' || !LIVE.has(facts.status) || tier === null) {
      await db
        .updateTable('users')
        .set({ plan_tier: null, active_until: null, renews_at: null, subscription_id: null })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('subscription_id', '=', facts.id), eb('subscription_id', 'is', null)]))
        .execute();
      return;
    }
    // Auto-renewal off: the membership ends at cancel_at (or the period's end); on: it renews then.
    const endsAt = facts.cancelAt ?? (facts.cancelAtPeriodEnd ? facts.periodEnd : null);
    await db
      .updateTable('users')
      .set({
        plan_tier: tier,
        subscription_id: facts.id,
        active_until: isoFromUnix(endsAt),
        renews_at: endsAt === null ? isoFromUnix(facts.periodEnd) : null,
      })
      .where('id', '=', userId)
      .execute();
  };

  // Signatures cover the exact bytes Stripe sent, so this route reads its body unparsed.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
        event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
      } catch {
        return fail(reply, 400, MESSAGES.webhookSignature);
      }
      await apply(event);
      return { received: true };
    });
  });
}
