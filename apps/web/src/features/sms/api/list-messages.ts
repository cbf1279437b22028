import type { SmsMessageView } from "@hulppost/shared/sms";
import { type InfiniteData, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { pagedHistory } from "../../../lib/paged-query";
import { showAnswer } from "../../../lib/show-answer";
import { isSettling } from "../sms-status";
import { smsKeys, smsPaths } from "./keys";

/** The server's page size for the history; a shorter page means there is nothing older. */
export const SMS_PAGE_SIZE = 20;
/** How often a message still on its way is asked again (delivery reports come in seconds). */
export const SMS_POLL_MS = 3_000;

export type SmsPages = InfiniteData<SmsMessageView[], string | undefined>;

/** The history, newest first, a page at a time; asked again every few seconds while a message is on its way. */
export function useSmsHistory(orgId: string) {
  return useInfiniteQuery({
    queryKey: smsKeys.messages(orgId),
    ...pagedHistory<SmsMessageView>(smsPaths.messages(orgId), SMS_PAGE_SIZE),
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.some(isSettling)) ? SMS_POLL_MS : false),
  });
}

/** A message the server just made or changed: at the top of the history (or in its place), and this month's count. */
export function putInHistory(client: QueryClient, orgId: string, saved: SmsMessageView) {
  showAnswer<SmsPages>(client, smsKeys.messages(orgId), (data) => {
    if (!data?.pages.length) return data;
    const known = data.pages.some((page) => page.some((m) => m.id === saved.id));
    if (known) return { ...data, pages: data.pages.map((page) => page.map((m) => (m.id === saved.id ? saved : m))) };
    const [first, ...rest] = data.pages as [SmsMessageView[], ...SmsMessageView[][]];
    return { ...data, pages: [[saved, ...first], ...rest] };
  });
  void client.invalidateQueries({ queryKey: smsKeys.overview(orgId) });
}
