import type { PriceChangeStatus, PriceChangeView } from "@hulppost/shared/pricing";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { useEventFormat } from "../../../lib/event-dates";
import { useIsMobile } from "../../../lib/sidebar-state";
import { isStartingPrice, usePriceFormat } from "../price-format";

const TONES: Record<PriceChangeStatus, "neutral" | "green" | "amber"> = {
  past: "neutral",
  current: "green",
  scheduled: "amber",
};

function StatusBadge({ status }: { status: PriceChangeStatus }) {
  const { t } = useTranslation("pricing");
  return <Badge tone={TONES[status]}>{t(`history.statuses.${status}`)}</Badge>;
}

function SetBy({ change }: { change: PriceChangeView }) {
  const { t } = useTranslation("pricing");
  if (!change.createdBy) return <span className="text-slate-500">{t("history.system")}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate">{change.createdBy.name}</span>
      <span className="truncate text-xs text-slate-500">{change.createdBy.email}</span>
    </span>
  );
}

/** Every price that ever held or is planned, newest moment first: nothing is edited, only added. */
export function PriceHistory({ changes }: { changes: PriceChangeView[] }) {
  const { t } = useTranslation("pricing");
  const isMobile = useIsMobile();
  const price = usePriceFormat();
  const format = useEventFormat();
  const effective = (change: PriceChangeView) =>
    isStartingPrice(change) ? t("history.fromStart") : format.instant(change.effectiveFrom);

  return (
    <section aria-labelledby="prices-history">
      <h2 id="prices-history" className="text-base font-semibold text-slate-900">
        {t("history.title")}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("history.description")}</p>
      {isMobile ? (
        <ul className="flex flex-col gap-2" data-testid="price-history">
          {changes.map((change) => (
            <li
              key={change.id}
              className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm"
              data-testid="price-history-row"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {t(`keys.${change.key}`)}: <span className="tabular-nums">{price(change.amountCents)}</span>
                </p>
                <StatusBadge status={change.status} />
              </div>
              <p className="mt-1 text-slate-600">
                {t("history.effectiveFrom")}: {effective(change)}
              </p>
              <div className="mt-2 text-slate-700">
                <SetBy change={change} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Table data-testid="price-history">
          <TableHeader>
            <TableRow>
              <TableHead>{t("history.effectiveFrom")}</TableHead>
              <TableHead>{t("history.price")}</TableHead>
              <TableHead className="text-right">{t("history.amount")}</TableHead>
              <TableHead>{t("history.status")}</TableHead>
              <TableHead>{t("history.setBy")}</TableHead>
              <TableHead>{t("history.setOn")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.id} data-testid="price-history-row">
                <TableCell className="whitespace-nowrap">{effective(change)}</TableCell>
                <TableCell>
                  {t(`keys.${change.key}`)} <span className="text-slate-500">{t(`units.${change.key}`)}</span>
                </TableCell>
                <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                  {price(change.amountCents)}
                </TableCell>
                <TableCell>
                  <StatusBadge status={change.status} />
                </TableCell>
                <TableCell className="max-w-56">
                  <SetBy change={change} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-slate-600">
                  {change.createdBy ? format.instant(change.createdAt) : "–"}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
