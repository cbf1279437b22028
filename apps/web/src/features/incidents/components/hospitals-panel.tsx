import type { HospitalCapacity, IncidentBoardView } from "@hulppost/shared/incidents";
import { Hospital } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useSetCapacity } from "../api/incidents";

const TRANSPORTED = ["T1", "T2", "T3"] as const;
type Row = IncidentBoardView["hospitals"][number];

/** One hospital's capacity, as the coordinator types what the hospital said on the phone. */
function CapacityForm({ orgId, incidentId, hospital }: { orgId: string; incidentId: string; hospital: Row }) {
  const { t } = useTranslation("incidents");
  const errorMessage = useErrorMessage();
  const [values, setValues] = useState(() =>
    Object.fromEntries(TRANSPORTED.map((c) => [c, hospital.capacity?.[c]?.toString() ?? ""])),
  );
  const save = useSetCapacity(orgId, incidentId, {
    onSuccess: () => toast.success(t("hospitals.saved", { name: hospital.name })),
    onError: (error) => toast.error(t("hospitals.failed"), { description: errorMessage(error) }),
  });
  const capacity = (): HospitalCapacity => {
    const of = (c: (typeof TRANSPORTED)[number]) => (values[c] === "" ? null : Number(values[c]));
    return { T1: of("T1"), T2: of("T2"), T3: of("T3") };
  };
  return (
    <form
      className="flex items-end gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ hospitalId: hospital.id, capacity: capacity() });
      }}
    >
      {TRANSPORTED.map((c) => (
        <label
          key={c}
          htmlFor={`capacity-${hospital.id}-${c}`}
          className="flex w-14 flex-col gap-0.5 text-xs text-slate-600"
        >
          {c}
          <Input
            id={`capacity-${hospital.id}-${c}`}
            inputMode="numeric"
            value={values[c]}
            className="h-9 px-2"
            aria-label={t("hospitals.capacityOf", { name: hospital.name, category: c })}
            onChange={(event) => setValues({ ...values, [c]: event.target.value.replace(/[^\d]/g, "").slice(0, 3) })}
            data-testid={`capacity-${hospital.id}-${c}`}
          />
        </label>
      ))}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={save.isPending}
        data-testid={`capacity-save-${hospital.id}`}
      >
        {t("common:actions.save")}
      </Button>
    </form>
  );
}

/**
 * The receiving hospitals during the incident: what each has been sent per category, against
 * what it said it can take (over it in amber); an admin or the event's post leader types in what the
 * hospital said.
 */
export function HospitalsPanel({ orgId, board, leads }: { orgId: string; board: IncidentBoardView; leads: boolean }) {
  const { t } = useTranslation("incidents");
  const open = board.closedAt === null;
  if (!board.hospitals.length) return null;
  return (
    <Card data-testid="incident-hospitals">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hospital className="h-4 w-4 text-brand-700" aria-hidden />
          {t("hospitals.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {board.hospitals.map((hospital) => (
            <li key={hospital.id} className="flex flex-col gap-1.5" data-testid={`incident-hospital-${hospital.id}`}>
              <p className="text-sm font-medium text-slate-900">{hospital.name}</p>
              <p className="flex flex-wrap gap-3 text-sm tabular-nums">
                {TRANSPORTED.map((c) => {
                  const limit = hospital.capacity?.[c];
                  const over = limit !== null && limit !== undefined && hospital.received[c] > limit;
                  return (
                    <span key={c} className={cn("text-slate-700", over && "font-semibold text-amber-800")}>
                      {c}: {hospital.received[c]}
                      {limit !== null && limit !== undefined ? ` / ${limit}` : ""}
                    </span>
                  );
                })}
              </p>
              {leads && open && <CapacityForm orgId={orgId} incidentId={board.id} hospital={hospital} />}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
