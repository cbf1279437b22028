/** The infrastructure feature as others use it (decision 038): the assets on one event. */
export { EventAssetsSection } from "./components/event-assets-section";
