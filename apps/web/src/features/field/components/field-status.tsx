import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CloudUpload, RefreshCw, Wifi, WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "../../../components/ui/popover";
import { cn } from "../../../lib/cn";
import { useOnline, usePendingWrites, useShownDataTime, useSyncState } from "../../../lib/field/field-state";
import { fieldSync } from "../../../lib/field/field-sync";
import { isIncidentWrite, type QueuedWrite, writeQueue } from "../../../lib/field/pending-writes";
import { useFormat } from "../../../lib/format";
import { boardPath, incidentKeys } from "../../incidents";
import { patientKeys } from "../../patients";

type Look = "problem" | "offline" | "syncing" | "waiting" | "online";

const LOOK: Record<Look, { icon: typeof Wifi; className: string }> = {
  problem: { icon: AlertTriangle, className: "border-red-300 bg-red-50 text-red-800" },
  offline: { icon: WifiOff, className: "border-amber-300 bg-amber-50 text-amber-900" },
  syncing: { icon: RefreshCw, className: "border-slate-200 bg-white text-slate-700" },
  waiting: { icon: CloudUpload, className: "border-amber-300 bg-amber-50 text-amber-900" },
  online: { icon: Wifi, className: "border-emerald-200 bg-emerald-50 text-emerald-800" },
};

/**
 * The header's field mode indicator: online or offline, how many changes wait on this device, and
 * the changes the server refused, each with what to do. Opens a panel to send now, retry or let go.
 */
export function FieldStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const writes = usePendingWrites();
  const sync = useSyncState();
  const format = useFormat();
  const problems = writes.filter((w) => w.problem);
  const waiting = writes.length - problems.length;
  const look: Look = problems.length
    ? "problem"
    : !online
      ? "offline"
      : sync.syncing
        ? "syncing"
        : waiting
          ? "waiting"
          : "online";
  const { icon: Icon, className } = LOOK[look];
  const count = problems.length || waiting;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          className={cn(
            "inline-flex h-9 shrink-0 items-center gap-1 rounded-full border px-2 text-sm font-medium sm:gap-1.5 sm:px-2.5 focus-visible:ring-2 focus-visible:ring-brand-700/40 focus-visible:outline-none",
            className,
          )}
          aria-label={t("field:statusLabel", {
            state: t(`field:state.${online ? "online" : "offline"}`),
            count: waiting,
          })}
          data-testid="field-status"
          data-state={look}
        >
          <Icon className={cn("h-4 w-4", look === "syncing" && "animate-spin")} aria-hidden />
          <span className="hidden sm:inline">{t(`field:state.${online ? "online" : "offline"}`)}</span>
          {count > 0 && (
            <span className="tabular-nums" data-testid="field-waiting-count">
              {count}
            </span>
          )}
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-80 max-w-[calc(100vw-1.5rem)]" data-testid="field-panel">
        <p className="font-semibold text-slate-900">{t(`field:state.${online ? "online" : "offline"}`)}</p>
        <p className="mt-1 text-sm text-slate-600">{t(online ? "field:onlineHint" : "field:offlineHint")}</p>
        <p className="mt-3 text-sm text-slate-800" data-testid="field-waiting">
          {waiting ? t("field:waiting", { count: waiting }) : problems.length ? null : t("field:allSent")}
        </p>
        {sync.lastSyncedAt && (
          <p className="text-xs text-slate-500">
            {t("field:lastSent", { time: format.dateTime(new Date(sync.lastSyncedAt).toISOString()) })}
          </p>
        )}
        {online && waiting > 0 && (
          <Button
            size="sm"
            className="mt-3"
            onClick={() => void fieldSync.syncNow()}
            loading={sync.syncing}
            data-testid="field-send-now"
          >
            {t("field:sendNow")}
          </Button>
        )}
        {problems.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-3">
            {problems.map((write) => (
              <ProblemItem key={write.seq} write={write} />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

/** Which explanation a refusal gets: what happened and what a person should do about it. */
function problemKind(
  write: QueuedWrite,
): "notFound" | "invalidTransition" | "incidentClosed" | "forbidden" | "invalid" | "other" {
  const problem = write.problem;
  if (!problem) return "other";
  if (problem.code === "INCIDENT_CLOSED") return "incidentClosed";
  if (problem.status === 404) return "notFound";
  if (problem.code === "INVALID_TRANSITION") return "invalidTransition";
  if (problem.status === 403) return "forbidden";
  if (problem.status === 400 || problem.status === 409) return "invalid";
  return "other";
}

/** Whose change it is: the name the registration on this device gave, or the record's last known one. */
function usePatientLabel(write: QueuedWrite): string | null {
  const client = useQueryClient();
  const writes = usePendingWrites();
  // A casualty has no name: its label says who it is.
  if (isIncidentWrite(write)) return write.kind === "triage" ? (write.body.tagCode ?? null) : null;
  const registration = writes.find((w) => w.patientId === write.patientId && w.kind === "createPatient");
  const known =
    registration?.kind === "createPatient"
      ? registration.body
      : client.getQueryData<{ firstName: string | null; lastName: string | null }>(
          patientKeys.detail(write.orgId, write.patientId),
        );
  const name = `${known?.firstName ?? ""} ${known?.lastName ?? ""}`.trim();
  return name || null;
}

function ProblemItem({ write }: { write: QueuedWrite }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const format = useFormat();
  const kind = problemKind(write);
  const patient = usePatientLabel(write);
  const discard = async () => {
    await writeQueue.remove(write.seq);
    void client.invalidateQueries({
      queryKey: isIncidentWrite(write) ? incidentKeys.all(write.orgId) : patientKeys.all(write.orgId),
    });
    // The changes held behind this one go now.
    void fieldSync.syncNow();
  };
  return (
    <li className="flex flex-col gap-1 text-sm" data-testid="field-problem">
      <p className="font-medium text-red-800">{t(`field:kind.${write.kind}`)}</p>
      <p className="text-xs text-slate-500">
        {[patient, t("field:madeAt", { time: format.dateTime(write.queuedAt) })].filter(Boolean).join(" · ")}
      </p>
      <p className="text-slate-700">{t(`field:problem.${kind}.what`)}</p>
      <p className="text-slate-600">{t(`field:problem.${kind}.todo`)}</p>
      <div className="mt-1 flex flex-wrap gap-2">
        {kind !== "notFound" && (
          <PopoverClose asChild>
            <Button asChild size="sm" variant="outline">
              {isIncidentWrite(write) ? (
                <Link to={boardPath(write.incidentId)}>{t("field:openIncident")}</Link>
              ) : (
                <Link to={`/dashboard/patient?id=${encodeURIComponent(write.patientId)}`}>{t("field:openRecord")}</Link>
              )}
            </Button>
          </PopoverClose>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={async () => {
            await writeQueue.update(write.seq, { problem: undefined, attempts: 0 });
            void fieldSync.syncNow();
          }}
          data-testid="field-retry"
        >
          {t("field:retry")}
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700" onClick={discard} data-testid="field-discard">
          {t("field:discard")}
        </Button>
      </div>
    </li>
  );
}

/** Under the header while offline: the post keeps working, and says how old what it shows is. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const shownAt = useShownDataTime();
  const format = useFormat();
  if (online) return null;
  return (
    <div
      className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:px-4"
      role="status"
      data-testid="offline-banner"
    >
      <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>
        {t("field:offlineBanner")}
        {shownAt > 0 && (
          <>
            {" "}
            <span className="font-medium" data-testid="last-updated">
              {t("field:shownDataFrom", { time: format.dateTime(new Date(shownAt).toISOString()) })}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
