import { type PostStatusView, URGENCIES } from "@hulppost/shared/patients";
import { Ambulance, Clock, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { URGENCY_TONE } from "../patient-format";

/** What a post leader glances at: who is here, how urgent, who is on the way out, who just came. */
export function PostStatusBar({ post }: { post: PostStatusView }) {
  const { t } = useTranslation("patients");
  const figure = (icon: React.ReactNode, value: number, label: string, testId?: string) => (
    <div className="flex min-w-0 items-center gap-2">
      {icon}
      <div className="min-w-0">
        <p className="text-lg leading-tight font-bold tabular-nums text-slate-900 sm:text-xl" data-testid={testId}>
          {value}
        </p>
        <p className="text-xs leading-tight text-slate-600">{label}</p>
      </div>
    </div>
  );
  return (
    <section
      aria-label={t("post.title")}
      className="grid grid-cols-3 gap-x-2 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:grid-cols-4"
      data-testid="post-status"
    >
      {figure(
        <Users className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />,
        post.present,
        t("post.present", { count: post.present }),
        "post-present",
      )}
      <div className="col-span-3 flex flex-wrap items-center gap-1 sm:order-none max-sm:order-last sm:col-span-1">
        {URGENCIES.filter((u) => u !== "unknown" || post.byUrgency.unknown > 0).map((urgency) => (
          <Badge key={urgency} tone={URGENCY_TONE[urgency]} className="tabular-nums">
            {t(`urgency.${urgency}`)}: {post.byUrgency[urgency]}
          </Badge>
        ))}
      </div>
      {figure(
        <Ambulance className="h-5 w-5 shrink-0 text-amber-600" aria-hidden />,
        post.referralsUnderway,
        t("post.referrals", { count: post.referralsUnderway }),
      )}
      {figure(
        <Clock className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />,
        post.arrivalsLastHour,
        t("post.lastHour", { count: post.arrivalsLastHour }),
      )}
    </section>
  );
}
