import type { InvitationPreview } from "@hulppost/shared/invitations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invitationKeys, invitationPaths } from "./keys";

/** The organisation and role a link offers, and whether it still works. */
export const previewInvitation = (code: string) => api<InvitationPreview>(invitationPaths.invitation(code));

export const invitationPreviewQuery = (code: string) =>
  queryOptions({ queryKey: invitationKeys.preview(code), queryFn: () => previewInvitation(code) });

export const useInvitationPreview = (code: string) => useQuery(invitationPreviewQuery(code));
