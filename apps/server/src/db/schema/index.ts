// The full schema, for drizzle-kit and for the typed database client.
export * from "./auth";
export * from "./availability";
export * from "./billing";
export * from "./events";
export * from "./incidents";
export * from "./infrastructure";
export * from "./live";
export * from "./notifications";
export * from "./organizations";
export * from "./patients";
export * from "./platform";
export * from "./profiles";
export * from "./sms";
export * from "./treatments";
