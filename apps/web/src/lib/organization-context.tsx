import type { MeView, OrganizationSummary } from "@hulppost/shared/me";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { storage } from "./storage";

const STORAGE_KEY = "hulppost.selectedOrganization";

interface OrganizationContextValue {
  organizations: OrganizationSummary[];
  selected: OrganizationSummary | null;
  select(id: string): void;
}

const OrganizationContext = createContext<OrganizationContextValue | null>(null);

/**
 * On load use the stored choice if it is still valid, otherwise the primary
 * organisation, otherwise the first. The choice is remembered per person.
 */
export function pickOrganization(
  organizations: OrganizationSummary[],
  stored: { userId: string; organizationId: string } | null,
  userId: string,
): OrganizationSummary | null {
  if (stored?.userId === userId) {
    const match = organizations.find((o) => o.id === stored.organizationId);
    if (match) return match;
  }
  return organizations.find((o) => o.isPrimary) ?? organizations[0] ?? null;
}

function readStored(): { userId: string; organizationId: string } | null {
  try {
    return JSON.parse(storage.get(STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
}

export function OrganizationProvider({ me, children }: { me: MeView; children: ReactNode }) {
  const [stored, setStored] = useState(readStored);
  const selected = useMemo(() => pickOrganization(me.organizations, stored, me.user.id), [me, stored]);
  const select = useCallback(
    (organizationId: string) => {
      const value = { userId: me.user.id, organizationId };
      storage.set(STORAGE_KEY, JSON.stringify(value));
      setStored(value);
    },
    [me.user.id],
  );
  const value = useMemo(
    () => ({ organizations: me.organizations, selected, select }),
    [me.organizations, selected, select],
  );
  return <OrganizationContext.Provider value={value}>{children}</OrganizationContext.Provider>;
}

export function useOrganization(): OrganizationContextValue {
  const value = useContext(OrganizationContext);
  if (!value) throw new Error("useOrganization must be used inside OrganizationProvider");
  return value;
}

/** Makes `organizationId` the selection for the next load, from outside the dashboard (accepting an invitation). */
export function rememberSelectedOrganization(userId: string, organizationId: string) {
  storage.set(STORAGE_KEY, JSON.stringify({ userId, organizationId }));
}

export function clearSelectedOrganization() {
  storage.remove(STORAGE_KEY);
}
