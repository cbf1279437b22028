import type { BoardCasualtyView, IncidentBoardView } from "@hulppost/shared/incidents";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/input";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useTransport } from "../api/incidents";

/**
 * A casualty into one of the event's ambulances and to a hospital. A hospital past what it said it
 * can take answers with a warning; sending anyway is a second, deliberate tap.
 */
export function TransportDialog({
  orgId,
  board,
  casualty,
  onClose,
}: {
  orgId: string;
  board: IncidentBoardView;
  casualty: BoardCasualtyView;
  onClose: () => void;
}) {
  const { t } = useTranslation("incidents");
  const errorMessage = useErrorMessage();
  const [hospitalId, setHospitalId] = useState(casualty.hospitalId ?? "");
  const [ambulanceId, setAmbulanceId] = useState(casualty.ambulanceId ?? "");
  const [full, setFull] = useState<string | null>(null);
  const send = useTransport(orgId, board.id, {
    onSuccess: () => {
      toast.success(t("transport.done", { tag: casualty.tagCode ?? t("list.noTag") }));
      onClose();
    },
    onError: (error) => {
      if (isApiError(error, "HOSPITAL_FULL")) return setFull(errorMessage(error));
      toast.error(t("transport.failed"), { description: errorMessage(error) });
    },
  });
  const submit = (overCapacityConfirmed: boolean) =>
    send.mutate({
      casualtyId: casualty.id,
      hospitalId: hospitalId || null,
      ambulanceId: ambulanceId || null,
      overCapacityConfirmed,
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("transport.title", { tag: casualty.tagCode ?? t("list.noTag") })}
        description={t(`categories.${casualty.category}`)}
        data-testid="transport-dialog"
      >
        <div className="flex flex-col gap-4">
          <FormField id="transport-ambulance" label={t("transport.ambulance")}>
            <NativeSelect
              id="transport-ambulance"
              value={ambulanceId}
              onChange={(event) => setAmbulanceId(event.target.value)}
              data-testid="transport-ambulance"
            >
              <option value="">{t("transport.none")}</option>
              {board.ambulances.map((ambulance) => (
                <option key={ambulance.id} value={ambulance.id}>
                  {ambulance.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="transport-hospital" label={t("transport.hospital")}>
            <NativeSelect
              id="transport-hospital"
              value={hospitalId}
              onChange={(event) => {
                setHospitalId(event.target.value);
                setFull(null);
              }}
              data-testid="transport-hospital"
            >
              <option value="">{t("transport.none")}</option>
              {board.hospitals.map((hospital) => {
                const limit = casualty.category === "dead" ? null : hospital.capacity?.[casualty.category];
                const got = hospital.received[casualty.category];
                return (
                  <option key={hospital.id} value={hospital.id}>
                    {limit === null || limit === undefined
                      ? hospital.name
                      : t("transport.hospitalCapacity", { name: hospital.name, got, limit })}
                  </option>
                );
              })}
            </NativeSelect>
          </FormField>
          {full && (
            <Alert tone="warning" data-testid="transport-full">
              {full}
            </Alert>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("common:actions.cancel")}
          </Button>
          {full ? (
            <Button onClick={() => submit(true)} loading={send.isPending} data-testid="transport-confirm">
              {t("transport.anyway")}
            </Button>
          ) : (
            <Button onClick={() => submit(false)} loading={send.isPending} data-testid="transport-submit">
              {t("transport.send")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
