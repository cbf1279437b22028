import { PATIENT_PHOTO_MAX_BYTES } from "@hulppost/shared/constants";
import type { PatientView } from "@hulppost/shared/patients";
import { Camera, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useOnline } from "../../../lib/field/field-state";
import { shrinkPhoto } from "../../../lib/shrink-photo";
import { useErrorMessage } from "../../../lib/use-error-message";
import { photoUrl, useDeletePhoto, useUploadPhoto } from "../api/patient-photo";

/** The patient's photo (images only, at most 5 MB: decision 021), taken with the phone's camera. */
export function PatientPhoto({
  orgId,
  patient,
  unsent = false,
}: {
  orgId: string;
  patient: PatientView;
  /** The registration still waits on this device: the server has no record to hold a photo yet. */
  unsent?: boolean;
}) {
  const { t } = useTranslation("patients");
  // A photo is megabytes and not needed to treat: it is not queued offline, it waits for a network.
  const online = useOnline();
  const canUpload = online && !unsent;
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  // Made small on the device first; what is still too large is not sent.
  const prepare = async (file: File) => {
    const blob = await shrinkPhoto(file);
    if (blob.size > PATIENT_PHOTO_MAX_BYTES) throw new Error(t("photo.tooLarge"));
    return blob;
  };
  const failed = (error: Error) => toast.error(t("photo.failed"), { description: errorMessage(error) });
  const upload = useUploadPhoto(orgId, patient.id, prepare, {
    onSuccess: () => toast.success(t("photo.saved")),
    onError: failed,
  });
  const remove = useDeletePhoto(orgId, patient.id, { onError: failed });
  return (
    <Card data-testid="patient-photo">
      <CardHeader>
        <CardTitle>{t("photo.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {patient.hasPhoto ? (
          <img
            src={photoUrl(orgId, patient.id, patient.photoUpdatedAt)}
            alt={t("photo.alt")}
            className="max-h-72 w-full rounded-lg object-contain bg-slate-100"
            data-testid="patient-photo-image"
          />
        ) : (
          <p className="text-sm text-slate-600">{t("photo.none")}</p>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          aria-label={t("photo.take")}
          data-testid="patient-photo-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = "";
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => input.current?.click()}
            loading={upload.isPending}
            disabled={!canUpload}
          >
            <Camera className="h-4 w-4" aria-hidden />
            {patient.hasPhoto ? t("photo.replace") : t("photo.take")}
          </Button>
          {patient.hasPhoto && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => remove.mutate()}
              loading={remove.isPending}
              disabled={!online}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t("photo.remove")}
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500" data-testid="patient-photo-hint">
          {canUpload ? t("photo.hint") : t("field:photoNeedsNetwork")}
        </p>
      </CardContent>
    </Card>
  );
}
