import { PATIENT_PHOTO_MAX_BYTES } from "@hulppost/shared/constants";
import type { AssetView } from "@hulppost/shared/infrastructure";
import { Camera, Trash2 } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { shrinkPhoto } from "../../../lib/shrink-photo";
import { useErrorMessage } from "../../../lib/use-error-message";
import { assetPhotoUrl, useDeleteAssetPhoto, useUploadAssetPhoto } from "../api/asset-photo";

/** The asset's photo: the same rules as a patient's (images only, at most 5 MB, stored without EXIF). */
export function AssetPhotoCard({ orgId, asset }: { orgId: string; asset: AssetView }) {
  const { t } = useTranslation("infrastructure");
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const hasPhoto = asset.photoUpdatedAt !== null;
  // Made small on the device first; what is still too large is not sent.
  const prepare = async (file: File) => {
    const blob = await shrinkPhoto(file);
    if (blob.size > PATIENT_PHOTO_MAX_BYTES) throw new Error(t("photo.tooLarge"));
    return blob;
  };
  const upload = useUploadAssetPhoto(orgId, asset.id, prepare, {
    onSuccess: () => toast.success(t("photo.saved")),
    onError: (error) =>
      toast.error(t("photo.failed"), {
        description: error instanceof Error && !("code" in error) ? error.message : errorMessage(error),
      }),
  });
  const remove = useDeleteAssetPhoto(orgId, asset.id, {
    onError: (error) => toast.error(t("photo.failed"), { description: errorMessage(error) }),
  });
  return (
    <Card data-testid="asset-photo">
      <CardHeader>
        <CardTitle>{t("photo.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {hasPhoto ? (
          <img
            src={assetPhotoUrl(orgId, asset.id, asset.photoUpdatedAt)}
            alt={t("photo.alt", { name: asset.name })}
            className="max-h-72 w-full rounded-lg bg-slate-100 object-contain"
            data-testid="asset-photo-image"
          />
        ) : (
          <p className="text-sm text-slate-600">{t("photo.none")}</p>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={t("photo.choose")}
          data-testid="asset-photo-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = "";
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => input.current?.click()} loading={upload.isPending}>
            <Camera className="h-4 w-4" aria-hidden />
            {hasPhoto ? t("photo.replace") : t("photo.choose")}
          </Button>
          {hasPhoto && (
            <Button type="button" variant="ghost" onClick={() => remove.mutate()} loading={remove.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t("photo.remove")}
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">{t("photo.hint")}</p>
      </CardContent>
    </Card>
  );
}
