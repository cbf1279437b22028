import type {
  SmsMessageDetailView,
  SmsMessageView,
  SmsOverviewView,
  SmsPreviewView,
  SmsRecipientSelection,
  SmsSendBody,
} from "@hulppost/shared/sms";
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { isSettling } from "./sms-status";

/** The server's page size for the history; a shorter page means there is nothing older. */
export const SMS_PAGE_SIZE = 20;
/** How often a message still on its way is asked again (delivery reports come in seconds). */
export const SMS_POLL_MS = 3_000;

const sms = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/sms`;
const message = (orgId: string, messageId: string) => `${sms(orgId)}/messages/${encodeURIComponent(messageId)}`;

export const smsKeys = {
  all: (orgId: string) => ["org", orgId, "sms"] as const,
  overview: (orgId: string) => ["org", orgId, "sms", "overview"] as const,
  messages: (orgId: string) => ["org", orgId, "sms", "messages"] as const,
  detail: (orgId: string, messageId: string) => ["org", orgId, "sms", "message", messageId] as const,
  preview: (orgId: string, selection: SmsRecipientSelection) => ["org", orgId, "sms", "preview", selection] as const,
};

export type SmsPages = InfiniteData<SmsMessageView[], string | undefined>;

export const getOverview = (orgId: string) => api<SmsOverviewView>(sms(orgId));
export const previewRecipients = (orgId: string, recipients: SmsRecipientSelection, signal?: AbortSignal) =>
  api<SmsPreviewView>(`${sms(orgId)}/preview`, { method: "POST", body: { recipients }, signal });
export const sendSms = (orgId: string, body: SmsSendBody) =>
  api<SmsMessageDetailView>(`${sms(orgId)}/messages`, { method: "POST", body });
export function listSms(orgId: string, before?: string) {
  const query = new URLSearchParams({ limit: String(SMS_PAGE_SIZE) });
  if (before) query.set("before", before);
  return api<SmsMessageView[]>(`${sms(orgId)}/messages?${query}`);
}
export const getSms = (orgId: string, messageId: string) => api<SmsMessageDetailView>(message(orgId, messageId));
export const cancelSms = (orgId: string, messageId: string) =>
  api<SmsMessageDetailView>(`${message(orgId, messageId)}/cancel`, { method: "POST", body: {} });

export function useSmsOverview(orgId: string) {
  return useQuery({ queryKey: smsKeys.overview(orgId), queryFn: () => getOverview(orgId) });
}

/** The history, newest first, a page at a time; asked again every few seconds while a message is on its way. */
export function useSmsHistory(orgId: string) {
  return useInfiniteQuery({
    queryKey: smsKeys.messages(orgId),
    queryFn: ({ pageParam }) => listSms(orgId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length < SMS_PAGE_SIZE ? undefined : last.at(-1)?.id),
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.some(isSettling)) ? SMS_POLL_MS : false),
  });
}

export function useSmsDetail(orgId: string, messageId: string) {
  return useQuery({
    queryKey: smsKeys.detail(orgId, messageId),
    queryFn: () => getSms(orgId, messageId),
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data) ? SMS_POLL_MS : false),
  });
}

/** A message the server just made or changed: at the top of the history (or in its place), and this month's count. */
export function putInHistory(client: QueryClient, orgId: string, saved: SmsMessageView) {
  client.setQueryData<SmsPages>(smsKeys.messages(orgId), (data) => {
    if (!data?.pages.length) return data;
    const known = data.pages.some((page) => page.some((m) => m.id === saved.id));
    if (known) return { ...data, pages: data.pages.map((page) => page.map((m) => (m.id === saved.id ? saved : m))) };
    const [first, ...rest] = data.pages as [SmsMessageView[], ...SmsMessageView[][]];
    return { ...data, pages: [[saved, ...first], ...rest] };
  });
  void client.invalidateQueries({ queryKey: smsKeys.overview(orgId) });
}

/**
 * A notice about SMS: the history, this month's use and any message open in detail. A delivery
 * report's notice names the recipient, not its message, so every open detail is asked again (one
 * at most is open).
 */
export function refreshSms(client: QueryClient, orgId: string) {
  void client.invalidateQueries({ queryKey: smsKeys.messages(orgId) });
  void client.invalidateQueries({ queryKey: smsKeys.overview(orgId) });
  void client.invalidateQueries({ queryKey: ["org", orgId, "sms", "message"] });
}
