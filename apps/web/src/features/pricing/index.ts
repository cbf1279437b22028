/** The pricing feature as others use it (decision 038): the prices in force and how money is written. */
export { usePriceFormat } from "./price-format";
export { usePrices } from "./prices-api";
