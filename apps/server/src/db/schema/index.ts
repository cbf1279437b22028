// The full schema, for drizzle-kit and for the typed database client.
export * from "./auth";
export * from "./events";
export * from "./organizations";
export * from "./platform";
export * from "./profiles";
