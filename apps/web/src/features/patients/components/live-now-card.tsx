import { URGENCIES } from "@hulppost/shared/patients";
import { Ambulance, Users, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useFieldPerson, usePendingWrites } from "../../../lib/field/field-state";
import { FIRST_PATIENT_PAGE, usePatientList } from "../api/list-patients";
import { URGENCY_TONE } from "../patient-format";
import { overlayPatientList } from "../patient-overlay";
import { News2Badge } from "./news2-badge";

/** As often as the post's own list: a dashboard left open on a desk stays true. */
const REFRESH_MS = 30_000;

/**
 * A live event in front of a dashboard: who is at the post, per urgency, the highest NEWS2,
 * referrals under way, and quick input one tap away. It reads the post's first list page (the
 * same query as the list and field mode's ahead-fetch), so it costs no request of its own and
 * shows offline what the device holds.
 */
export function LiveNowCard({ orgId, event, to }: { orgId: string; event: { id: string; name: string }; to: string }) {
  const { t } = useTranslation("patients");
  const list = usePatientList(orgId, event.id, FIRST_PATIENT_PAGE, { refreshMs: REFRESH_MS });
  const pending = usePendingWrites();
  const person = useFieldPerson();
  const data =
    list.data && person
      ? overlayPatientList(list.data, pending, event.id, person, { firstPage: true, scope: FIRST_PATIENT_PAGE.scope })
      : list.data;
  const sickest = data?.items.find((item) => item.latestNews2Total !== null);
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border-2 border-emerald-300 bg-white p-4 shadow-xs"
      aria-label={t("now.title", { name: event.name })}
      data-testid={`now-${event.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-emerald-600" aria-hidden />
          <Link to={to} className="hover:underline">
            {t("now.title", { name: event.name })}
          </Link>
        </h2>
      </div>
      {data && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="flex items-center gap-2">
            <Users className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <p className="text-2xl leading-tight font-bold tabular-nums" data-testid="now-present">
                {data.post.present}
              </p>
              <p className="text-xs text-slate-600">{t("post.present", { count: data.post.present })}</p>
            </div>
          </div>
          <div>
            <p className="sr-only">{t("fields.urgency")}</p>
            <p className="flex flex-wrap items-start gap-1">
              {URGENCIES.filter((u) => u !== "unknown" || data.post.byUrgency.unknown > 0).map((urgency) => (
                <Badge key={urgency} tone={URGENCY_TONE[urgency]} className="tabular-nums">
                  {t(`urgency.${urgency}`)}: {data.post.byUrgency[urgency]}
                </Badge>
              ))}
            </p>
          </div>
          <div>
            <p className="text-xs text-slate-600">{t("now.highest")}</p>
            <div className="mt-0.5" data-testid="now-highest">
              <News2Badge total={sickest?.latestNews2Total ?? null} risk={sickest?.latestNews2Risk ?? null} />
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Ambulance className="h-5 w-5 shrink-0 text-amber-600" aria-hidden />
            <div>
              <p className="text-2xl leading-tight font-bold tabular-nums">{data.post.referralsUnderway}</p>
              <p className="text-xs text-slate-600">{t("post.referrals", { count: data.post.referralsUnderway })}</p>
            </div>
          </div>
        </div>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button asChild size="lg" className="px-3 sm:px-6">
          <Link
            to={`/dashboard/patients/new?event=${encodeURIComponent(event.id)}&mode=quick`}
            data-testid="now-quick-input"
          >
            <Zap className="h-5 w-5" aria-hidden />
            {t("list.quickInput")}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg" className="px-3 sm:px-6">
          <Link to={to}>{t("now.toPatients")}</Link>
        </Button>
      </div>
    </section>
  );
}
