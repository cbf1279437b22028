/**
 * The admin feature as others use it (decision 038): the subscription check app/ keeps running
 * while an organisation is selected. The settings page itself is loaded by the router on its own.
 */
export { isPremium, useSubscriptionCheck } from "./api/subscription";
