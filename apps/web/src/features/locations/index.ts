/**
 * The locations feature as others use it (decision 038): sharing one's position and the live
 * positions on the Locations page's map, and stopping the sharing when signing out.
 */
export { ShareLocationControl } from "./components/share-location-control";
export { stopSharingOnSignOut } from "./sharing-registry";
export { useLivePositions } from "./use-live-positions";
export { useLocationSharing } from "./use-location-sharing";
