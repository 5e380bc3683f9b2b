/**
 * Plus through Stripe, without the network: the tests sign their own webhook events with the
 * official package's test-header helper, post them to the real route, and read the user back
 * through /api/me. Without Stripe configured, /plus/ says the administrator grants membership.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '../../src/server/config.ts';
import { backends, newUser, startServer, type TestServer, type TestUser } from './support/server.ts';

const STRIPE: StripeConfig = {
  secretKey: 'sk_test_kitsmith',
  webhookSecret: 'whsec_kitsmith_test_secret',
  checkout: [
    'https://buy.stripe.com/test_basic',
    'https://buy.stripe.com/test_premium',
    'https://buy.stripe.com/test_ultimate',
  ],
  prices: ['price_basic', 'price_premium', 'price_ultimate'],
  portal: 'https://billing.stripe.com/p/login/test',
};
const stripe = new Stripe(STRIPE.secretKey);

type Me = {
  premium: boolean;
  tier: number;
  subscription_id: string | null;
  active_until: string | null;
  active_until_calculated: string | null;
};

const periodEnd = Math.floor(Date.UTC(2027, 0, 31) / 1000);

function subscriptionEvent(
  type: string,
  user: TestUser,
  fields: { price?: string; cancel_at_period_end?: boolean; status?: string } = {},
) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: {
      object: {
        id: `sub_${user.id}`,
        object: 'subscription',
        status: fields.status ?? 'active',
        cancel_at: null,
        cancel_at_period_end: fields.cancel_at_period_end ?? false,
        metadata: { user_id: String(user.id) },
        items: {
          object: 'list',
          data: [
            { id: 'si_1', price: { id: fields.price ?? 'price_premium' }, current_period_end: periodEnd },
          ],
        },
      },
    },
  };
}

async function post(test: TestServer, event: unknown, secret = STRIPE.webhookSecret) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${test.url}/api/stripe/webhook`, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
  return response.status;
}

describe.each(backends())('Plus membership through Stripe on $name', (backend) => {
  let test: TestServer;
  let user: TestUser;
  const me = async () => (await user.client.get<Me>('/api/me')).body;
  beforeAll(async () => {
    test = await startServer(backend, { stripe: STRIPE });
    user = await newUser(test, 'buyer');
  });
  afterAll(async () => test.close());

  it('created: premium with the tier of the price, renewing at the period end', async () => {
    expect(
      await post(test, subscriptionEvent('customer.subscription.created', user, { price: 'price_ultimate' })),
    ).toBe(200);
    expect(await me()).toMatchObject({
      premium: true,
      tier: 2,
      subscription_id: `sub_${user.id}`,
      active_until: null,
      active_until_calculated: '2027-01-31T00:00:00.000Z',
    });
  });

  it('cancel at period end: active_until is set, auto-renewal is off', async () => {
    const event = subscriptionEvent('customer.subscription.updated', user, {
      price: 'price_premium',
      cancel_at_period_end: true,
    });
    expect(await post(test, event)).toBe(200);
    expect(await me()).toMatchObject({
      premium: true,
      tier: 1,
      active_until: '2027-01-31T00:00:00.000Z',
      active_until_calculated: '2027-01-31T00:00:00.000Z',
    });
  });

  it('a bad signature is refused with 400 and changes nothing', async () => {
    const before = await me();
    const deleted = subscriptionEvent('customer.subscription.deleted', user);
    expect(await post(test, deleted, 'whsec_wrong')).toBe(400);
    const unsigned = await fetch(`${test.url}/api/stripe/webhook`, {
      method: 'POST',
      body: JSON.stringify(deleted),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await me()).toEqual(before);
  });

  it('deleted: back to free', async () => {
    expect(await post(test, subscriptionEvent('customer.subscription.deleted', user))).toBe(200);
    expect(await me()).toMatchObject({ premium: false, tier: 0, subscription_id: null, active_until: null });
  });

  it('checkout links carry the buyer, so the subscription finds its user', async () => {
    const page = await user.client.get('/plus/');
    expect(page.status).toBe(200);
    // The buyer's id, signed (plus/checkoutReference.ts): an id alone would name anyone.
    expect(page.text).toMatch(new RegExp(`client_reference_id=u${user.id}_[A-Za-z0-9_-]{32}`));
    expect(page.text).toContain('Get Plus Ultimate');
    const other = await newUser(test, 'linked');
    const reference = /client_reference_id=([A-Za-z0-9_-]+)/.exec(
      (await other.client.get('/plus/')).text,
    )?.[1];
    const completed = {
      id: 'evt_checkout',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          client_reference_id: reference,
          subscription: 'sub_linked',
        },
      },
    };
    expect(await post(test, completed)).toBe(200);
    const event = subscriptionEvent('customer.subscription.created', other, { price: 'price_basic' });
    event.data.object.id = 'sub_linked';
    event.data.object.metadata = {} as { user_id: string };
    expect(await post(test, event)).toBe(200);
    expect((await other.client.get<Me>('/api/me')).body).toMatchObject({ premium: true, tier: 0 });
  });
});

describe('Plus without Stripe', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startServer(backends()[0]!);
  });
  afterAll(async () => test.close());

  it('/plus/ lists the three tiers and says the administrator grants membership', async () => {
    const user = await newUser(test, 'nostripe');
    const page = await user.client.get('/plus/');
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const text of ['Plus Basic', 'Plus Premium', 'Plus Ultimate', '750 custom images', 'Early access'])
      expect(page.text).toContain(text);
    expect(page.text).toContain('Membership is granted by the site’s administrator.');
    expect(page.text).not.toContain('buy.stripe.com');
    expect((await user.client.get('/api/stripe/webhook')).status).toBe(404);
  });
});
