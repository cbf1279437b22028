import { Camera, ImageUp } from "lucide-react";
import QrScanner from "qr-scanner";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";

/**
 * Reading a triage label's QR code with the phone's camera (qr-scanner, which uses the browser's
 * own BarcodeDetector where there is one and its worker elsewhere), or from a photo of the label
 * when the camera cannot be used (no permission, a desk computer): the same code either way.
 */
export function LabelScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation("incidents");
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const photo = useRef<HTMLInputElement>(null);
  // The latest handler, without restarting the camera each time the page renders.
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    if (!open || !video.current) return;
    const scanner = new QrScanner(
      video.current,
      (result) => {
        setOpen(false);
        handler.current(result.data);
      },
      { returnDetailedScanResult: true, preferredCamera: "environment", highlightScanRegion: true },
    );
    scanner.start().catch(() => setProblem(t("scan.noCamera")));
    return () => scanner.destroy();
  }, [open, t]);

  const fromPhoto = async (file: File | undefined) => {
    if (!file) return;
    try {
      const result = await QrScanner.scanImage(file, { returnDetailedScanResult: true });
      setProblem(null);
      onCode(result.data);
    } catch {
      setProblem(t("scan.notFound"));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" size="lg" onClick={() => setOpen(true)} data-testid="scan-camera">
          <Camera className="h-5 w-5" aria-hidden />
          {t("scan.camera")}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={() => photo.current?.click()}>
          <ImageUp className="h-5 w-5" aria-hidden />
          {t("scan.photo")}
        </Button>
      </div>
      <input
        ref={photo}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("scan.photo")}
        onChange={(event) => {
          void fromPhoto(event.target.files?.[0]);
          event.target.value = "";
        }}
        data-testid="scan-photo"
      />
      {problem && (
        <p className="text-sm text-amber-800" role="status" data-testid="scan-problem">
          {problem}
        </p>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t("scan.title")} description={t("scan.hint")} data-testid="scan-dialog">
          <video ref={video} className="aspect-square w-full rounded-lg bg-slate-900 object-cover" muted playsInline />
          {problem && <p className="text-sm text-amber-800">{problem}</p>}
        </DialogContent>
      </Dialog>
    </div>
  );
}
