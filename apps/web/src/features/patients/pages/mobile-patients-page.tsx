import type { MobilePatientView } from "@hulppost/shared/patients";
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState, PageHeader } from "../../../components/ui/page-header";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { useMobilePatients, useOpenMobilePatient } from "../api/mobile-patients";
import { STATUS_TONE, URGENCY_TONE, usePatientTime } from "../patient-format";

const PAGE = 50;

/**
 * /dashboard/mobile-patients (super admin): cases registered through quick input on a phone, across
 * organisations, with the fewest fields that identify them. Opening one is audit-logged.
 */
export function MobilePatientsPage() {
  const { t } = useTranslation("patients");
  const times = usePatientTime();
  const [opened, setOpened] = useState<MobilePatientView | null>(null);
  const list = useMobilePatients(PAGE);
  const open = useOpenMobilePatient({ onSuccess: setOpened });
  const rows = list.data?.pages.flat() ?? [];
  return (
    <div data-testid="mobile-patients">
      <PageHeader title={t("mobile.title")} description={t("mobile.description")} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError title={t("mobile.loadFailed")} error={list.error} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Smartphone className="h-10 w-10" />} title={t("mobile.none")} />
      ) : (
        <div className="flex flex-col gap-3">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("mobile.arrived")}</TableHead>
                <TableHead>{t("mobile.organization")}</TableHead>
                <TableHead>{t("mobile.event")}</TableHead>
                <TableHead>{t("fields.urgency")}</TableHead>
                <TableHead>{t("fields.status")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("mobile.open")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="whitespace-nowrap tabular-nums">{times.dateTime(row.arrivedAt)}</TableCell>
                  <TableCell>{row.organization}</TableCell>
                  <TableCell>{row.event}</TableCell>
                  <TableCell>
                    <Badge tone={URGENCY_TONE[row.urgency]}>{t(`urgency.${row.urgency}`)}</Badge>
                  </TableCell>
                  <TableCell>
                    <Badge tone={STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    <Button size="sm" variant="outline" onClick={() => open.mutate(row.id)} data-testid="mobile-open">
                      {t("mobile.open")}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {t("mobile.more")}
            </Button>
          )}
        </div>
      )}
      <Dialog open={opened !== null} onOpenChange={(next) => !next && setOpened(null)}>
        {opened && (
          <DialogContent title={t("mobile.case")} description={t("mobile.logged")}>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-500">{t("mobile.organization")}</dt>
              <dd>{opened.organization}</dd>
              <dt className="text-slate-500">{t("mobile.event")}</dt>
              <dd>{opened.event}</dd>
              <dt className="text-slate-500">{t("mobile.arrived")}</dt>
              <dd>{times.dateTime(opened.arrivedAt)}</dd>
              <dt className="text-slate-500">{t("fields.status")}</dt>
              <dd>{t(`status.${opened.status}`)}</dd>
              <dt className="text-slate-500">{t("fields.urgency")}</dt>
              <dd>{t(`urgency.${opened.urgency}`)}</dd>
            </dl>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
