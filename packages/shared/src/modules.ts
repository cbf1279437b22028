/**
 * The product's modules that are built one issue at a time, and whether each is there yet. Copy
 * that names what the product offers or deletes (plan lists, the landing page, delete dialogs)
 * reads this, so it never promises a module that has not landed; the issue that builds a module
 * switches it on here, and the texts follow.
 */
export const LANDED_MODULES = {
  patients: true,
  chat: true,
  locations: true,
  sms: true,
  infrastructure: true,
  treatments: true,
} as const satisfies Record<string, boolean>;

export type ProductModule = keyof typeof LANDED_MODULES;

export function hasLanded(module: ProductModule): boolean {
  return LANDED_MODULES[module];
}
