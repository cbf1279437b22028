import { Activity } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { NotKeptHere } from "../../../components/field/not-kept-here";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { QuietBoundary } from "../../../components/ui/quiet-boundary";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useFieldPerson, usePendingWrites } from "../../../lib/field/field-state";
import { useVitalSigns } from "../api/list-vital-signs";
import { overlayVitals } from "../patient-overlay";
import { VitalSignsForm } from "./vital-signs-form";
import { VitalSignsTable } from "./vital-signs-table";

// Recharts is large; it loads when someone opens the trends, not with the record.
const VitalSignsCharts = lazy(() => import("./vital-signs-charts").then((m) => ({ default: m.VitalSignsCharts })));

/** The vital signs dialog: tab Overview (table and trends) and tab New measurement. */
export function VitalSignsDialog({
  orgId,
  patientId,
  patientName,
  spo2Scale2,
  initialTab = "overview",
}: {
  orgId: string;
  patientId: string;
  patientName: string;
  /** The record's SpO2 scale: a measurement waiting on this device is scored on it. */
  spo2Scale2: boolean;
  initialTab?: "overview" | "new";
}) {
  const { t } = useTranslation("patients");
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<"overview" | "new">(initialTab);
  const vitals = useVitalSigns(orgId, patientId, { enabled: open });
  // With the measurements still waiting on this device (offline) among them.
  const pending = usePendingWrites();
  const person = useFieldPerson();
  const shown = person ? overlayVitals(vitals.data, pending, patientId, spo2Scale2, person) : vitals.data;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        size="lg"
        variant={initialTab === "new" ? "primary" : "outline"}
        onClick={() => {
          setTab(initialTab);
          setOpen(true);
        }}
        data-testid={initialTab === "new" ? "vitals-new" : "vitals-open"}
      >
        <Activity className="h-5 w-5" aria-hidden />
        {initialTab === "new" ? t("vitals.newMeasurement") : t("vitals.title")}
      </Button>
      <DialogContent
        title={t("vitals.title")}
        description={patientName}
        className="max-w-4xl"
        data-testid="vitals-dialog"
      >
        <Tabs value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
          {/* Two halves on a phone, so "New measurement" is never cut off at the dialog's edge. */}
          <TabsList className="grid grid-cols-2 sm:flex">
            <TabsTrigger value="overview" className="whitespace-normal" data-testid="vitals-tab-overview">
              {t("vitals.tabs.overview")}
            </TabsTrigger>
            <TabsTrigger value="new" className="whitespace-normal" data-testid="vitals-tab-new">
              {t("vitals.tabs.new")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="flex flex-col gap-4">
            {shown === undefined && vitals.fetchStatus === "paused" ? (
              <NotKeptHere page={false} />
            ) : shown === undefined && vitals.isError ? (
              <LoadError title={t("vitals.loadFailed")} error={vitals.error} onRetry={() => vitals.refetch()} />
            ) : shown === undefined ? (
              <Loading />
            ) : shown.length === 0 ? (
              <p className="text-sm text-slate-600">{t("vitals.none")}</p>
            ) : (
              <>
                <VitalSignsTable vitals={shown} />
                {/* The table above holds every value; without the chart code (offline) it is enough. */}
                <QuietBoundary fallback={<p className="text-sm text-slate-600">{t("field:chartsOffline")}</p>}>
                  <Suspense fallback={<Loading />}>
                    <VitalSignsCharts vitals={shown} />
                  </Suspense>
                </QuietBoundary>
              </>
            )}
          </TabsContent>
          <TabsContent value="new">
            <VitalSignsForm
              orgId={orgId}
              patientId={patientId}
              spo2Scale2={spo2Scale2}
              onSaved={() => setTab("overview")}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
