import type { TriageCategory } from "@hulppost/shared/clinical/triage";
import { ArrowLeft, CircleCheck, CloudUpload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { NoOrganization } from "../../../components/no-organization";
import { Button } from "../../../components/ui/button";
import { Loading } from "../../../components/ui/load-state";
import { useOrganization } from "../../../lib/organization-context";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useIncidentBoard, useRecordTriage } from "../api/incidents";
import { type CasualtyStart, CasualtyStartStep } from "../components/casualty-start";
import { CategoryBadge } from "../components/category-badge";
import { IncidentMissing } from "../components/incident-missing";
import { type TriageChoice, TriageFlow } from "../components/triage-flow";
import { WaitingOnDevice } from "../components/waiting-on-device";
import { boardPath } from "../paths";

/**
 * The phone's position when the person allows it, kept current while the page is open (a crew
 * walks from casualty to casualty); a triage never waits for it.
 */
function usePosition() {
  const position = useRef<{ latitude: number; longitude: number } | null>(null);
  useEffect(() => {
    const watch = navigator.geolocation?.watchPosition(
      (found) => {
        position.current = { latitude: found.coords.latitude, longitude: found.coords.longitude };
      },
      () => undefined,
      { maximumAge: 15_000, timeout: 20_000 },
    );
    return () => {
      if (watch !== undefined) navigator.geolocation.clearWatch(watch);
    };
  }, []);
  return position;
}

/** A triage done: as the server answered it, or as the phone keeps it until the network returns. */
interface Saved {
  tagCode: string | null;
  category: TriageCategory;
  queued: boolean;
}

/**
 * /dashboard/incident/triage?id=…: one casualty after another on a phone. The label's code (or
 * none), what is seen of the casualty, the system's questions one tap at a time, saved; then the
 * next. Each triage has its own id, so a save sent twice counts once.
 */
export function TriagePage() {
  const { t } = useTranslation("incidents");
  const errorMessage = useErrorMessage();
  const { selected } = useOrganization();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const orgId = selected?.id ?? "";
  const board = useIncidentBoard(orgId, id);
  const position = usePosition();
  const [start, setStart] = useState<CasualtyStart | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [round, setRound] = useState(0);
  const save = useRecordTriage(orgId, id, {
    onSuccess: (outcome, body) => {
      // Kept on the phone (no network): what the phone knows, sent when the network returns.
      const done: Saved = outcome.queued
        ? { tagCode: start?.existing?.tagCode ?? body.tagCode ?? null, category: chosen.current, queued: true }
        : { tagCode: outcome.answer.tagCode, category: outcome.answer.category, queued: false };
      setSaved(done);
      const category = t(`categories.${done.category}`);
      const message = done.tagCode
        ? t("triage.saved", { tag: done.tagCode, category })
        : t("triage.savedNoTag", { category });
      if (done.queued) toast.info(message, { description: t("triage.keptOnDevice") });
      else toast.success(message);
    },
    onError: (error) => toast.error(t("triage.failed"), { description: errorMessage(error) }),
  });
  const chosen = useRef<TriageCategory>("T3");

  if (!selected) return <NoOrganization />;
  if (board.isPending) return <Loading page className="py-20" />;
  if (board.isError) return <IncidentMissing error={board.error} onRetry={() => board.refetch()} />;
  const incident = board.data;
  const next = () => {
    setStart(null);
    setSaved(null);
    setRound(round + 1);
  };
  const choose = (choice: TriageChoice) => {
    chosen.current = choice.category;
    save.mutate({
      clientId: crypto.randomUUID(),
      casualtyId: start?.existing?.id,
      tagCode: start?.existing ? undefined : start?.tagCode,
      answers: choice.answers,
      category: choice.answers ? undefined : choice.category,
      approxAge: start?.approxAge,
      sex: start?.sex,
      description: start?.description,
      at: new Date().toISOString(),
      ...(position.current ?? {}),
    });
  };

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4" data-testid="triage-page">
      <Link
        to={boardPath(id)}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
        data-testid="triage-back"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t("actions.back")}
      </Link>
      <header>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{incident.name}</p>
        <h1 className="text-2xl font-bold text-slate-900">
          {t("triage.title")}
          {start?.tagCode && <span className="ml-2 font-mono text-brand-800">{start.tagCode}</span>}
        </h1>
      </header>
      {saved ? (
        <div className="flex flex-col gap-3" data-testid="triage-saved">
          <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <CircleCheck className="h-6 w-6 text-emerald-600" aria-hidden />
            {saved.tagCode ?? t("list.noTag")}
            <CategoryBadge category={saved.category} long />
          </p>
          {saved.queued && (
            <p className="flex items-start gap-2 text-sm text-amber-900" data-testid="triage-kept">
              <CloudUpload className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {t("triage.keptOnDevice")}
            </p>
          )}
          <Button size="lg" onClick={next} data-testid="triage-next">
            {t("triage.next")}
          </Button>
          <Button asChild variant="outline">
            <Link to={boardPath(id)}>{t("actions.back")}</Link>
          </Button>
        </div>
      ) : start ? (
        <TriageFlow
          key={round}
          system={incident.triageSystem}
          approxAge={start.approxAge ?? start.existing?.approxAge ?? null}
          onChoose={choose}
        />
      ) : (
        <CasualtyStartStep key={round} orgId={orgId} incidentId={id} onStart={setStart} />
      )}
      {save.isPending && <Loading />}
      <WaitingOnDevice incidentId={id} system={incident.triageSystem} />
    </section>
  );
}
