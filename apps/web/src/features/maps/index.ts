/**
 * The maps feature as others use it (decision 038): one event's site map to embed, its query keys
 * (the realtime refreshes name them) and the refresh of the maps after a change to what they place.
 */
export { invalidateMaps, mapKeys } from "./api/keys";
export { EventSiteMap } from "./event-site-map";
