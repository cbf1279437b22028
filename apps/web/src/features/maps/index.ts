/**
 * The maps feature as others use it (decision 038): one event's site map to embed, and the
 * refresh of the maps after a change to what they place.
 */
export { EventSiteMap } from "./event-site-map";
export { invalidateMaps } from "./maps-api";
