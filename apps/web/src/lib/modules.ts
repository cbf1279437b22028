import { LANDED_MODULES, type ProductModule } from "@hulppost/shared/modules";

type Landed = Readonly<Record<ProductModule, boolean>>;

/** A line of copy, list item or card that is only true once a module has landed. */
export interface ModuleBound {
  module?: ProductModule;
}

/** What a dialog says is deleted or kept: only what exists (no "chat messages" before chat). */
export function onlyLanded<T extends ModuleBound>(items: readonly T[], landed: Landed = LANDED_MODULES): T[] {
  return items.filter((item) => !item.module || landed[item.module]);
}

/** An offer (a plan, a feature card) may name a module ahead of time, marked as coming soon. */
export function isComingSoon(item: ModuleBound, landed: Landed = LANDED_MODULES): boolean {
  return item.module !== undefined && !landed[item.module];
}
