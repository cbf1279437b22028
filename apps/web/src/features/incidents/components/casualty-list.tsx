import { CASUALTY_PLACES, type CasualtyPlace, type CasualtyView } from "@hulppost/shared/incidents";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { NativeSelect } from "../../../components/ui/input";
import { useFormat } from "../../../lib/format";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useMoveCasualty } from "../api/incidents";
import { CategoryBadge } from "./category-badge";

/**
 * The casualties, sickest and longest waiting first (the server's order): label, category, since
 * when, what is known, and where each is now, changed in place while the incident is open.
 */
export function CasualtyList({
  orgId,
  incidentId,
  casualties,
  open,
}: {
  orgId: string;
  incidentId: string;
  casualties: CasualtyView[];
  open: boolean;
}) {
  const { t } = useTranslation("incidents");
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const move = useMoveCasualty(orgId, incidentId, {
    onError: (error) => toast.error(t("triage.failed"), { description: errorMessage(error) }),
  });
  if (!casualties.length) return <p className="py-6 text-center text-sm text-slate-500">{t("list.empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="casualty-list">
      {casualties.map((casualty) => {
        const name = casualty.tagCode ?? t("list.noTag");
        const last = casualty.history.at(-1);
        return (
          <li
            key={casualty.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
            data-testid={`casualty-${casualty.tagCode ?? casualty.id}`}
          >
            <CategoryBadge category={casualty.category} className="min-w-10" />
            <div className="min-w-0 flex-1">
              <p
                className={casualty.tagCode ? "font-mono font-semibold text-slate-900" : "font-semibold text-slate-700"}
              >
                {name}
              </p>
              <p className="text-xs text-slate-600">
                {[
                  t("list.waiting", { time: format.time(casualty.firstTriagedAt) }),
                  casualty.approxAge !== null ? t("patients:list.age", { count: casualty.approxAge }) : null,
                  casualty.sex ? t(`patients:sex.${casualty.sex}`) : null,
                  casualty.description,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {last?.override && (
                <p className="text-xs text-slate-600">{t("list.override", { reason: last.reason ?? "" })}</p>
              )}
            </div>
            <NativeSelect
              className="w-full sm:w-44"
              value={casualty.place}
              disabled={!open || (move.isPending && move.variables?.casualtyId === casualty.id)}
              aria-label={t("list.place", { name })}
              onChange={(event) => move.mutate({ casualtyId: casualty.id, place: event.target.value as CasualtyPlace })}
              data-testid={`casualty-place-${casualty.tagCode ?? casualty.id}`}
            >
              {CASUALTY_PLACES.map((place) => (
                <option key={place} value={place}>
                  {t(`places.${place}`)}
                </option>
              ))}
            </NativeSelect>
          </li>
        );
      })}
    </ul>
  );
}
