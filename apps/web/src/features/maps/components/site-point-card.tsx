import { coordinatesBody, type PointView } from "@hulppost/shared/maps";
import { MapPinned, Navigation, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { formatCoordinate, SITE_ICON } from "../asset-kinds";
import { directionsUrl } from "../directions";

/** "50,8795" as typed on a Dutch keyboard is 50.8795; an empty field is no number at all. */
const toNumber = (value: string) => (value.trim() === "" ? undefined : Number(value.trim().replace(",", ".")));

/**
 * The event's own point: typed as coordinates (copied from a phone's map app or the organiser's
 * plan) or tapped on the map; members see it, admins change it. A caregiver on their way needs the
 * place's name, its address and a route in their maps app, not degrees: the coordinates are only
 * shown to admins, small, to check what they typed.
 */
export function SitePointCard({
  site,
  place,
  editable,
  busy,
  saving,
  onSave,
  onPick,
  onClear,
}: {
  site: PointView | null;
  /** The event's location ("Vijverpark") and address, as its organiser wrote them. */
  place: { name: string; address: string | null };
  editable: boolean;
  busy: boolean;
  saving: boolean;
  onSave: (point: PointView) => void;
  onPick: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("maps");
  const SiteIcon = SITE_ICON;
  // The point is exact; without one, the address still finds the street.
  const destination = site ?? (place.address?.trim() ? place.address : null);
  const [latitude, setLatitude] = useState("");
  const [longitude, setLongitude] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setLatitude(site ? String(site.latitude) : "");
    setLongitude(site ? String(site.longitude) : "");
    setErrors({});
  }, [site]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = coordinatesBody.safeParse({ latitude: toNumber(latitude), longitude: toNumber(longitude) });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        // NaN is a number to JavaScript and "invalidType" to zod: say what to type instead.
        found[field] ??= issue.code === "invalid_type" ? "invalidNumber" : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <Card data-testid="site-point-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SiteIcon className="h-4 w-4 text-brand-700" aria-hidden />
          {t("site.title")}
        </CardTitle>
        <p className="font-medium break-words text-slate-900" data-testid="site-name">
          {place.name}
        </p>
        {place.address && (
          <p className="text-sm break-words text-slate-600" data-testid="site-address">
            {place.address}
          </p>
        )}
        {editable && site && (
          <p className="text-xs text-slate-500 tabular-nums" data-testid="site-point">
            {t("site.at", { latitude: formatCoordinate(site.latitude), longitude: formatCoordinate(site.longitude) })}
          </p>
        )}
        {destination && (
          <Button asChild variant="outline" className="mt-2 h-11 w-fit">
            <a
              href={directionsUrl(destination)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("site.routeLabel", { name: place.name })}
              data-testid="site-route"
            >
              <Navigation className="h-4 w-4" aria-hidden />
              {t("site.route")}
            </a>
          </Button>
        )}
        {!site && (editable || !destination) && (
          <p className="text-sm text-slate-600">{editable ? t("site.none") : t("site.noneMember")}</p>
        )}
      </CardHeader>
      {editable && (
        <CardContent>
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <div className="grid grid-cols-2 gap-3">
              <FormField id="site-latitude" label={t("site.latitude")} error={errors.latitude}>
                <Input
                  id="site-latitude"
                  inputMode="decimal"
                  autoComplete="off"
                  className="h-11"
                  value={latitude}
                  onChange={(e) => setLatitude(e.target.value)}
                  aria-invalid={!!errors.latitude}
                  placeholder={t("site.latitudeExample")}
                  data-testid="site-latitude"
                />
              </FormField>
              <FormField id="site-longitude" label={t("site.longitude")} error={errors.longitude}>
                <Input
                  id="site-longitude"
                  inputMode="decimal"
                  autoComplete="off"
                  className="h-11"
                  value={longitude}
                  onChange={(e) => setLongitude(e.target.value)}
                  aria-invalid={!!errors.longitude}
                  placeholder={t("site.longitudeExample")}
                  data-testid="site-longitude"
                />
              </FormField>
            </div>
            <p className="text-xs text-slate-500">{t("site.hint")}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" className="h-11" loading={saving} disabled={busy} data-testid="site-save">
                {t("common:actions.save")}
              </Button>
              <Button
                type="button"
                variant="outline"
                className="h-11"
                disabled={busy}
                onClick={onPick}
                data-testid="site-pick"
              >
                <MapPinned className="h-4 w-4" aria-hidden />
                {t("site.pick")}
              </Button>
              {site && (
                <Button
                  type="button"
                  variant="ghost"
                  className="h-11 text-red-700 hover:bg-red-50"
                  disabled={busy}
                  onClick={onClear}
                  data-testid="site-remove"
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t("site.remove")}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      )}
    </Card>
  );
}
