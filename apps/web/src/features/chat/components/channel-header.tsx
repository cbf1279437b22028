import type { ChatChannelView } from "@hulppost/shared/chat";
import { ArrowLeft, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import { useChannelMembers } from "../api/list-channel-members";
import { useChannelSubtitle } from "./channel-subtitle";

/**
 * The conversation's title bar: back to the list (on a phone), the channel's name and when its
 * event takes place, and who is in it: an event's assigned caregivers, or the organisation's
 * members.
 */
export function ChannelHeader({
  orgId,
  channel,
  onBack,
}: {
  orgId: string;
  channel: ChatChannelView;
  onBack?: () => void;
}) {
  const { t } = useTranslation("chat");
  const subtitle = useChannelSubtitle();
  const members = useChannelMembers(orgId, channel.id);
  const count = members.data?.length ?? 0;
  const Heading = onBack ? "h1" : "h2";
  return (
    <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 sm:px-4">
      {onBack && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onBack}
          aria-label={t("conversation.back")}
          data-testid="chat-back"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden />
        </Button>
      )}
      <div className="min-w-0 flex-1">
        <Heading className="truncate font-semibold text-slate-900" data-testid="chat-channel-title">
          {channel.name}
        </Heading>
        <p className="truncate text-xs text-slate-500">{subtitle(channel)}</p>
      </div>
      {members.data && (
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="sm" data-testid="chat-members">
              <Users className="h-4 w-4" aria-hidden />
              {t(channel.kind === "event" ? "members.assigned" : "members.count", { count })}
            </Button>
          </PopoverTrigger>
          <PopoverContent className="max-h-80 overflow-y-auto p-3" data-testid="chat-members-list">
            <p className="mb-2 text-sm font-semibold text-slate-900">
              {t(channel.kind === "event" ? "members.assignedTitle" : "members.title")}
            </p>
            {count === 0 ? (
              <p className="text-sm text-slate-500">{t("members.none")}</p>
            ) : (
              <ul className="flex flex-col gap-1.5 text-sm">
                {members.data.map((member) => (
                  <li key={member.userId} className="flex items-baseline justify-between gap-3">
                    <span className="truncate text-slate-800">{member.name}</span>
                    <span className="shrink-0 text-xs text-slate-500">
                      {member.role === "admin" || member.role === "hulpverlener"
                        ? t(`common:roles.${member.role}`)
                        : t(`common:qualifications.${member.role}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
}
