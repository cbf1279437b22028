import { createContext, type ReactNode } from "react";

/**
 * What a loading part of a page shows once it has waited a few seconds (Loading): the app fills it
 * in (field mode: "not kept on this device", what can be opened instead, try again). Its own small
 * module, so the first bundle can provide it without the loading components.
 */
/** After this long a spinner alone says nothing: the page says what is going on instead. */
export const SLOW_LOAD_MS = 3_000;

export type SlowLoad = (props: { page: boolean }) => ReactNode;
export const SlowLoadContext = createContext<SlowLoad | null>(null);
export const SlowLoadProvider = SlowLoadContext.Provider;
