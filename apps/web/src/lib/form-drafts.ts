/**
 * Drafts of forms kept on the device (localStorage) until saved or discarded: what was typed in a
 * patient record or a new event survives a reload, "back" or a closed tab. They hold patient data,
 * so they go with the rest of the kept data (sign-out, a revoked session, another person).
 */
export interface Draft {
  values: Record<string, unknown>;
  savedAt: string;
}

const PREFIX = "hulppost-draft:";

export function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft.values === "object" && typeof draft.savedAt === "string" ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies Draft));
  } catch {
    // A full storage keeps no draft; the leave warning still asks.
  }
}

export function removeDraft(key: string): void {
  localStorage.removeItem(PREFIX + key);
}

export function clearDrafts(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}
