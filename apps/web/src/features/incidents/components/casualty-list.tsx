import {
  type BoardCasualtyView,
  CASUALTY_PLACES,
  type CasualtyPlace,
  type IncidentBoardView,
} from "@hulppost/shared/incidents";
import { Ambulance, FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/input";
import { usePendingWrites } from "../../../lib/field/field-state";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useMoveCasualty, useOpenCasualtyRecord } from "../api/incidents";
import { useClock } from "../use-clock";
import { CategoryBadge } from "./category-badge";
import { TransportDialog } from "./transport-dialog";

/**
 * The casualties, sickest and longest waiting first (the server's order): label, category, since
 * when, what is known, and where each is now, changed in place while the incident is open.
 */
export function CasualtyList({ orgId, board, open }: { orgId: string; board: IncidentBoardView; open: boolean }) {
  const incidentId = board.id;
  const casualties = board.casualties;
  const [sending, setSending] = useState<BoardCasualtyView | null>(null);
  const hospitalName = new Map(board.hospitals.map((h) => [h.id, h.name]));
  const ambulanceName = new Map(board.ambulances.map((a) => [a.id, a.name]));
  const { t } = useTranslation("incidents");
  const clock = useClock();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const move = useMoveCasualty(orgId, incidentId, {
    onError: (error) => toast.error(t("triage.failed"), { description: errorMessage(error) }),
  });
  // Taken into treatment: the casualty's full record (vital signs, NEWS2, handover) at the post.
  const record = useOpenCasualtyRecord(orgId, incidentId, {
    onSuccess: ({ patientId }) => navigate(`/dashboard/patient?id=${encodeURIComponent(patientId)}`),
    onError: (error) => toast.error(t("list.recordFailed"), { description: errorMessage(error) }),
  });
  // A move kept on this phone shows where it put the casualty until the server has it.
  const pending = usePendingWrites();
  const keptPlace = new Map<string, CasualtyPlace>();
  for (const write of pending)
    if (write.kind === "moveCasualty" && write.incidentId === incidentId)
      keptPlace.set(write.casualtyId, write.body.place);
  if (!casualties.length) return <p className="py-6 text-center text-sm text-slate-500">{t("list.empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="casualty-list">
      {casualties.map((casualty) => {
        const name = casualty.tagCode ?? t("list.noTag");
        // The board has no histories (docs/decisions/044): the latest triage is given on its own.
        const last = casualty.lastTriage;
        return (
          <li
            key={casualty.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
            data-testid={`casualty-${casualty.tagCode ?? casualty.id}`}
          >
            <CategoryBadge category={casualty.category} className="min-w-10" />
            <div className="min-w-48 flex-1 basis-48">
              <p
                className={casualty.tagCode ? "font-mono font-semibold text-slate-900" : "font-semibold text-slate-700"}
              >
                {name}
              </p>
              <p className="text-xs text-slate-600">
                {[
                  t("list.waiting", { time: clock(casualty.firstTriagedAt) }),
                  casualty.approxAge !== null ? t("list.age", { count: casualty.approxAge }) : null,
                  casualty.sex ? t(`sex.${casualty.sex}`) : null,
                  casualty.description,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {(casualty.hospitalId || casualty.ambulanceId) && (
                <p
                  className="text-xs font-medium text-slate-700"
                  data-testid={`casualty-transport-${casualty.tagCode ?? casualty.id}`}
                >
                  {[
                    casualty.ambulanceId ? ambulanceName.get(casualty.ambulanceId) : null,
                    casualty.hospitalId ? hospitalName.get(casualty.hospitalId) : null,
                  ]
                    .filter(Boolean)
                    .join(" → ")}
                </p>
              )}
              {last?.override && (
                <p className="text-xs text-slate-600">{t("list.override", { reason: last.reason ?? "" })}</p>
              )}
            </div>
            <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
              {open && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setSending(casualty)}
                  data-testid={`casualty-transport-open-${casualty.tagCode ?? casualty.id}`}
                >
                  <Ambulance className="h-4 w-4" aria-hidden />
                  {t("transport.open")}
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                onClick={() => record.mutate(casualty.id)}
                loading={record.isPending && record.variables === casualty.id}
                data-testid={`casualty-record-${casualty.tagCode ?? casualty.id}`}
              >
                <FileText className="h-4 w-4" aria-hidden />
                {t(casualty.patientId ? "list.record" : "list.openRecord")}
              </Button>
              <NativeSelect
                className="min-w-40 flex-1 sm:w-44 sm:flex-none"
                value={keptPlace.get(casualty.id) ?? casualty.place}
                disabled={!open || (move.isPending && move.variables?.casualtyId === casualty.id)}
                aria-label={t("list.place", { name })}
                onChange={(event) =>
                  move.mutate({ casualtyId: casualty.id, place: event.target.value as CasualtyPlace })
                }
                data-testid={`casualty-place-${casualty.tagCode ?? casualty.id}`}
              >
                {CASUALTY_PLACES.map((place) => (
                  <option key={place} value={place}>
                    {t(`places.${place}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </li>
        );
      })}
      {sending && <TransportDialog orgId={orgId} board={board} casualty={sending} onClose={() => setSending(null)} />}
    </ul>
  );
}
