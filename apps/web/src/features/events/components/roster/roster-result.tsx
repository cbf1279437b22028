import type { RosterAcceptView, RosterItemView } from "@hulppost/shared/roster";
import { CircleCheck, CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button";
import { DialogClose, DialogFooter } from "../../../../components/ui/dialog";
import { itemKey } from "./roster-groups";

/** A line of the result: the person, the event and what became of them. */
function ResultLine({ item, detail }: { item: RosterItemView | undefined; detail: string }) {
  return (
    <li className="py-2">
      <p className="text-sm font-medium text-slate-900">{item?.name}</p>
      <p className="text-xs text-slate-600">
        {item?.eventName} · {detail}
      </p>
    </li>
  );
}

/**
 * What the accept did: who is now assigned, and who was refused and why (the state may have changed
 * since the proposal: someone else filled the post, the person was assigned elsewhere).
 */
export function RosterResult({ result, items }: { result: RosterAcceptView; items: RosterItemView[] }) {
  const { t } = useTranslation("events");
  const byKey = new Map(items.map((item) => [itemKey(item), item]));
  return (
    <div className="flex flex-col gap-4" data-testid="roster-result">
      <section aria-labelledby="roster-assigned">
        <h3
          id="roster-assigned"
          className="flex items-center gap-2 font-semibold text-emerald-800"
          data-testid="roster-assigned-count"
        >
          <CircleCheck className="h-5 w-5" aria-hidden />
          {t("roster.result.assigned", { count: result.assigned.length })}
        </h3>
        {result.assigned.length > 0 && (
          <ul className="mt-1 divide-y divide-slate-100" data-testid="roster-assigned">
            {result.assigned.map((done) => (
              <ResultLine
                key={itemKey(done)}
                item={byKey.get(itemKey(done))}
                detail={t(`common:qualifications.${done.qualification}`)}
              />
            ))}
          </ul>
        )}
      </section>
      {result.refused.length > 0 && (
        <section aria-labelledby="roster-refused">
          <h3 id="roster-refused" className="flex items-center gap-2 font-semibold text-red-800">
            <CircleX className="h-5 w-5" aria-hidden />
            {t("roster.result.refused", { count: result.refused.length })}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t("roster.result.refusedHint")}</p>
          <ul className="mt-1 divide-y divide-slate-100" data-testid="roster-refused">
            {result.refused.map((refusal) => (
              <ResultLine
                key={itemKey(refusal)}
                item={byKey.get(itemKey(refusal))}
                detail={t(`roster.refusals.${refusal.reason}`)}
              />
            ))}
          </ul>
        </section>
      )}
      <DialogFooter className="mt-1">
        <DialogClose asChild>
          <Button data-testid="roster-done">{t("common:actions.close")}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
