import { type ChatChannelView, ORG_CHANNEL } from "@hulppost/shared/chat";
import type { OrganizationSummary } from "@hulppost/shared/me";
import { isAllowed } from "@hulppost/shared/permissions";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { NoOrganization } from "../../../components/no-organization";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { cn } from "../../../lib/cn";
import { useOrganization } from "../../../lib/organization-context";
import { useMe } from "../../../lib/session";
import { useIsMobile } from "../../../lib/sidebar-state";
import { useChatNotices } from "../api/chat-notices";
import { useChannels } from "../api/list-channels";
import { ChannelList } from "../components/channel-list";
import { Conversation } from "../components/conversation";

/** Chat at /dashboard/chat; it needs an organisation, whose channels it shows. */
export function ChatPage() {
  const { selected } = useOrganization();
  const { data: me } = useMe();
  if (!selected) return <NoOrganization />;
  if (!me) return <Loading page />;
  const canModerate = isAllowed("chat.moderate", { roles: me.roles, memberRole: selected.role });
  return <ChatView key={selected.id} organization={selected} me={me.user.id} canModerate={canModerate} />;
}

/**
 * The channel list beside the conversation; on a phone two views, the list and then one
 * conversation with a back button (the channel is in the address, so the browser's back works
 * too). The page fills the screen under the header, the composer pinned at its bottom.
 */
function ChatView({
  organization,
  me,
  canModerate,
}: {
  organization: OrganizationSummary;
  me: string;
  canModerate: boolean;
}) {
  const { t } = useTranslation("chat");
  const orgId = organization.id;
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const channels = useChannels(orgId);
  useChatNotices(orgId);

  const asked = params.get("channel");
  const current = asked ?? (isMobile ? null : ORG_CHANNEL);
  const list = channels.data ?? [];
  // A channel outside the list (an older event, opened from a link) still opens: the server decides.
  const channel: ChatChannelView | null = current
    ? (list.find((c) => c.id === current) ?? fallbackChannel(current, organization.displayName, t("channels.event")))
    : null;
  const location = useLocation();
  const navigate = useNavigate();
  const open = (id: string) => setParams({ channel: id }, { state: { fromList: true } });
  // Back to the list the way the phone's own back gesture goes, unless the chat opened on a link.
  const back = () =>
    (location.state as { fromList?: boolean } | null)?.fromList ? navigate(-1) : setParams({}, { replace: true });
  const showList = !isMobile || channel === null;

  return (
    <div
      className={cn(
        "-mx-3 -my-5 flex h-[calc(100dvh-3.5rem)] overflow-hidden bg-white",
        "sm:mx-0 sm:my-0 sm:h-[calc(100dvh-7.5rem)] sm:rounded-xl sm:border sm:border-slate-200 sm:shadow-xs",
      )}
      data-testid="chat-page"
    >
      {showList && (
        <aside className={cn("flex min-h-0 flex-col", isMobile ? "w-full" : "w-80 shrink-0 border-r border-slate-200")}>
          <h1 className="shrink-0 border-b border-slate-200 px-4 py-3 text-lg font-bold text-slate-900">
            {t("title")}
          </h1>
          {channels.isPending ? (
            <Loading />
          ) : channels.isError ? (
            <div className="p-3">
              <LoadError title={t("toasts.loadFailed")} error={channels.error} onRetry={() => channels.refetch()} />
            </div>
          ) : (
            <ChannelList channels={list} current={isMobile ? null : current} onSelect={open} />
          )}
        </aside>
      )}
      {channel && (
        <section className="flex min-w-0 flex-1 flex-col" aria-label={channel.name}>
          <Conversation
            key={channel.id}
            orgId={orgId}
            channel={channel}
            me={me}
            canModerate={canModerate}
            onBack={isMobile ? back : undefined}
          />
        </section>
      )}
    </div>
  );
}

function fallbackChannel(id: string, organizationName: string, eventName: string): ChatChannelView {
  const isOrg = id === ORG_CHANNEL;
  return {
    id,
    kind: isOrg ? "organization" : "event",
    eventId: isOrg ? null : id,
    name: isOrg ? organizationName : eventName,
    startsAt: null,
    endsAt: null,
    phase: null,
    unread: 0,
    lastMessageAt: null,
    lastReadAt: null,
  };
}
