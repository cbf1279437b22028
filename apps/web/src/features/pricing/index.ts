/** The pricing feature as others use it (decision 038): the prices in force and how money is written. */
export { pricesQuery, usePrices } from "./api/prices";
export { usePriceFormat } from "./price-format";
