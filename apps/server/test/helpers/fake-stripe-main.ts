// The fake Stripe (fake-stripe.ts) as a process of its own, for the browser journeys:
//
//   FAKE_STRIPE_PORT=4175 FAKE_STRIPE_SECRET_KEY=sk_test_… FAKE_STRIPE_WEBHOOK_SECRET=whsec_… \
//   FAKE_STRIPE_DELIVER_TO=http://localhost:4173/api/billing/stripe/webhook npx tsx fake-stripe-main.ts
//
// Its Checkout page's "Subscribe" makes the subscription, posts the signed events to the server
// and sends the browser back to the success address, as Stripe does.
import { startFakeStripe } from "./fake-stripe";

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 4175),
  secretKey: process.env.FAKE_STRIPE_SECRET_KEY ?? "sk_test_FakeStripeKey0000",
  webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? "whsec_FakeStripeSecret000",
  deliverTo: process.env.FAKE_STRIPE_DELIVER_TO,
});
console.log(`Fake Stripe on ${fake.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
