import type { MemberRole, Qualification } from "@hulppost/shared/constants";
import type { CreateInvitationInput, InvitationView } from "@hulppost/shared/invitations";
import type { AddMemberInput, MemberDetailView, MemberView, updateMemberBody } from "@hulppost/shared/members";
import type { ProfilePatchInput } from "@hulppost/shared/profile";
import type { z } from "zod";
import { api } from "../../lib/api-client";

export interface MemberFilters {
  search: string;
  qualification: Qualification | "";
  role: MemberRole | "";
}

const members = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/members`;
const member = (orgId: string, userId: string) => `${members(orgId)}/${encodeURIComponent(userId)}`;
const invitations = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/invitations`;

export const memberKeys = {
  list: (orgId: string, filters: MemberFilters) => ["org", orgId, "members", filters] as const,
  detail: (orgId: string, userId: string) => ["org", orgId, "member", userId] as const,
  invitations: (orgId: string) => ["org", orgId, "invitations"] as const,
};

export function listMembers(orgId: string, filters: MemberFilters) {
  const query = new URLSearchParams();
  if (filters.search) query.set("search", filters.search);
  if (filters.qualification) query.set("qualification", filters.qualification);
  if (filters.role) query.set("role", filters.role);
  return api<MemberView[]>(`${members(orgId)}?${query}`);
}

export const addMember = (orgId: string, input: AddMemberInput) =>
  api<MemberView>(members(orgId), { method: "POST", body: input });
export const getMember = (orgId: string, userId: string) => api<MemberDetailView>(member(orgId, userId));
export const updateMember = (orgId: string, userId: string, input: z.input<typeof updateMemberBody>) =>
  api<MemberView>(member(orgId, userId), { method: "PATCH", body: input });
export const updateMemberProfile = (orgId: string, userId: string, input: ProfilePatchInput) =>
  api<MemberDetailView>(`${member(orgId, userId)}/profile`, { method: "PUT", body: input });
export const setMemberPassword = (
  orgId: string,
  userId: string,
  input: { password: string; confirmPassword: string },
) => api<void>(`${member(orgId, userId)}/password`, { method: "POST", body: input });
export const verifyMemberEmail = (orgId: string, userId: string) =>
  api<void>(`${member(orgId, userId)}/verify-email`, { method: "POST", body: {} });
export const removeMember = (orgId: string, userId: string) => api<void>(member(orgId, userId), { method: "DELETE" });
export const deleteMemberLogin = (orgId: string, userId: string) =>
  api<void>(`${member(orgId, userId)}/login`, { method: "DELETE" });

export const listInvitations = (orgId: string) => api<InvitationView[]>(invitations(orgId));
export const createInvitation = (orgId: string, input: CreateInvitationInput) =>
  api<InvitationView>(invitations(orgId), { method: "POST", body: input });
export const deactivateInvitation = (orgId: string, id: string) =>
  api<InvitationView>(`${invitations(orgId)}/${encodeURIComponent(id)}/deactivate`, { method: "POST", body: {} });

/** The address a caregiver opens to join; it works on whichever host serves the app. */
export const invitationLink = (code: string) => `${window.location.origin}/accept-invitation/${code}`;
