import { type TriageCategory, type TriageSystem, triage } from "@hulppost/shared/clinical/triage";
import { CloudUpload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { useOnline, usePendingWrites } from "../../../lib/field/field-state";
import { fieldSync } from "../../../lib/field/field-sync";
import { type IncidentWrite, isIncidentWrite, type QueuedWrite } from "../../../lib/field/pending-writes";
import { useClock } from "../use-clock";
import { CategoryBadge } from "./category-badge";

type Kept = QueuedWrite & IncidentWrite;

/** The category a kept triage gives: chosen, or what the system makes of its answers. */
function categoryOf(write: Kept & { kind: "triage" }, system: TriageSystem): TriageCategory | null {
  if (write.body.category) return write.body.category;
  if (!write.body.answers) return null;
  const outcome = triage(system, write.body.answers);
  return "category" in outcome ? outcome.category : null;
}

/**
 * The triages and moves of this incident still on this phone (no network when they were made):
 * the board counts them only once the server has them, so it says what is still to come from here.
 */
export function WaitingOnDevice({ incidentId, system }: { incidentId: string; system: TriageSystem }) {
  const { t } = useTranslation("incidents");
  const clock = useClock();
  const online = useOnline();
  const kept = usePendingWrites().filter((w): w is Kept => isIncidentWrite(w) && w.incidentId === incidentId);
  if (!kept.length) return null;
  const refused = kept.filter((w) => w.problem).length;
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="incident-waiting"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <CloudUpload className="h-4 w-4 shrink-0" aria-hidden />
          {t("waiting.title", { count: kept.length })}
        </p>
        {online && (
          <Button size="sm" variant="outline" onClick={() => void fieldSync.syncNow()}>
            {t("waiting.sendNow")}
          </Button>
        )}
      </div>
      <p className="text-amber-900">{t(online ? "waiting.hintOnline" : "waiting.hintOffline")}</p>
      {refused > 0 && <p className="font-medium text-red-800">{t("waiting.refused", { count: refused })}</p>}
      <ul className="flex flex-col gap-1">
        {kept.map((write) => {
          const tag = (write.kind === "triage" ? write.body.tagCode : null) ?? null;
          const category = write.kind === "triage" ? categoryOf(write, system) : null;
          return (
            <li key={write.seq} className="flex flex-wrap items-center gap-2" data-testid="incident-waiting-item">
              <time className="w-12 text-amber-800 tabular-nums" dateTime={write.body.at}>
                {clock(write.body.at)}
              </time>
              {category && <CategoryBadge category={category} />}
              <span className={tag ? "font-mono font-semibold" : undefined}>
                {write.kind === "triage"
                  ? t(write.body.casualtyId ? "waiting.retriage" : "waiting.triage", { tag: tag ?? t("list.noTag") })
                  : t("waiting.move", { to: t(`places.${write.body.place}`) })}
              </span>
              {write.problem && <span className="text-red-800">· {write.problem.message}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
