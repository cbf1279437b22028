/**
 * The retention feature as the admin's settings use it (decision 055): the Options card with how
 * long patient records, shared positions and chat messages are kept.
 */

export { retentionKey } from "./api/retention";
export { RetentionPeriodsCard } from "./components/retention-periods-card";
