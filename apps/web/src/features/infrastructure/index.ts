/**
 * The infrastructure feature as others use it (decision 038): the assets on one event, and the
 * refresh of everything an asset change touches (the realtime refreshes call it on an asset notice).
 */
export { invalidateInfrastructure } from "./api/keys";
export { EventAssetsSection } from "./components/event-assets-section";
