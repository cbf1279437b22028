import type { ChatChannelView } from "@hulppost/shared/chat";
import { useTranslation } from "react-i18next";
import { planningDayKey, planningFormat } from "../../../lib/planning-time-zone";

/** A channel's second line: who it is for, or when its event is (live now, or its dates). */
export function useChannelSubtitle() {
  const { t, i18n } = useTranslation("chat");
  const date = planningFormat(i18n.resolvedLanguage ?? "nl", {
    weekday: "short",
    day: "numeric",
    month: "short",
  });
  return (channel: ChatChannelView) => {
    if (channel.kind === "organization") return t("channels.organizationSubtitle");
    if (channel.phase === "live") return t("channels.live");
    if (!channel.startsAt) return t("channels.event");
    const when = date.format(new Date(channel.startsAt));
    return channel.phase === "past" ? t("channels.past", { date: when }) : t("channels.planned", { date: when });
  };
}

/** When the last message came: its time today, its date before. */
export function useLastMessageTime() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? "nl";
  const time = planningFormat(locale, { timeStyle: "short" });
  const day = planningFormat(locale, { day: "numeric", month: "short" });
  return (iso: string | null) => {
    if (!iso) return null;
    const at = new Date(iso);
    return planningDayKey(at) === planningDayKey(Date.now()) ? time.format(at) : day.format(at);
  };
}
