import type { InvitationPreview } from "@hulppost/shared/invitations";
import { api } from "../../lib/api-client";

export const invitationKey = (code: string) => ["invitation", code] as const;

export const previewInvitation = (code: string) =>
  api<InvitationPreview>(`/api/invitations/${encodeURIComponent(code)}`);
export const acceptInvitation = (code: string) =>
  api<InvitationPreview>(`/api/invitations/${encodeURIComponent(code)}/accept`, { method: "POST", body: {} });
