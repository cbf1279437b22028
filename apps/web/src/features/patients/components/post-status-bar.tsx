import { type PostStatusView, URGENCIES } from "@hulppost/shared/patients";
import { Ambulance, Clock, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { URGENCY_TONE } from "../patient-format";

/** What a post leader glances at: who is here, how urgent, who is on the way out, who just came. */
export function PostStatusBar({ post }: { post: PostStatusView }) {
  const { t } = useTranslation("patients");
  return (
    <section
      aria-label={t("post.title")}
      className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:grid-cols-4"
      data-testid="post-status"
    >
      <div className="flex items-center gap-2">
        <Users className="h-5 w-5 text-brand-700" aria-hidden />
        <div>
          <p className="text-xl font-bold tabular-nums text-slate-900" data-testid="post-present">
            {post.present}
          </p>
          <p className="text-xs text-slate-600">{t("post.present")}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1 sm:col-span-1">
        {URGENCIES.filter((u) => u !== "unknown" || post.byUrgency.unknown > 0).map((urgency) => (
          <Badge key={urgency} tone={URGENCY_TONE[urgency]} className="tabular-nums">
            {t(`urgency.${urgency}`)}: {post.byUrgency[urgency]}
          </Badge>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Ambulance className="h-5 w-5 text-amber-600" aria-hidden />
        <div>
          <p className="text-xl font-bold tabular-nums text-slate-900">{post.referralsUnderway}</p>
          <p className="text-xs text-slate-600">{t("post.referrals")}</p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Clock className="h-5 w-5 text-slate-500" aria-hidden />
        <div>
          <p className="text-xl font-bold tabular-nums text-slate-900">{post.arrivalsLastHour}</p>
          <p className="text-xs text-slate-600">{t("post.lastHour")}</p>
        </div>
      </div>
    </section>
  );
}
