import { ROLES } from "@hulppost/shared/constants";
import type { AuditEntryView } from "@hulppost/shared/platform";
import { ScrollText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { useFormat } from "../../../lib/format";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useAuditLog } from "../api/audit-log";

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

/** "member.role_change" → "Rol gewijzigd"; an action this version does not know shows as its code. */
export function useAuditAction() {
  const { t } = useTranslation("admin");
  return (action: string) => {
    const words = t(`audit.actions.${action}`, { defaultValue: action });
    return typeof words === "string" ? words : action;
  };
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const describe = useAuditAction();
  const role =
    typeof entry.details?.role === "string" && KNOWN_ROLES.has(entry.details.role) ? entry.details.role : null;
  return (
    <li className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4" data-testid="audit-row" data-action={entry.action}>
      <time dateTime={entry.createdAt} className="shrink-0 text-xs text-slate-500 sm:w-36 sm:pt-0.5">
        {format.dateTime(entry.createdAt)}
      </time>
      <div className="min-w-0 text-sm">
        <p className="text-slate-900">
          <span className="font-medium">{describe(entry.action)}</span>
          {entry.targetName && <span className="text-slate-700">{` · ${entry.targetName}`}</span>}
          {role && <span className="text-slate-700">{` · ${t(`common:roles.${role}`)}`}</span>}
        </p>
        <p className="truncate text-xs text-slate-500">
          {entry.actorEmail ? t("audit.by", { who: entry.actorEmail }) : t("audit.bySystem")}
          {entry.impersonatorUserId && ` ${t("audit.viaImpersonation")}`}
        </p>
      </div>
    </li>
  );
}

/** The organisation's audit log: who did what, newest first, a page at a time. */
export function AuditLog({ orgId }: { orgId: string }) {
  const { t } = useTranslation("admin");
  const errorMessage = useErrorMessage();
  const audit = useAuditLog(orgId);
  const entries = audit.data?.pages.flat() ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("audit.title")}</CardTitle>
        <CardDescription>{t("audit.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isPending ? (
          <div className="flex justify-center py-8" role="status">
            <Spinner className="text-brand-700" />
            <span className="sr-only">{t("common:loading")}</span>
          </div>
        ) : audit.isError ? (
          <div className="flex flex-col items-start gap-3 text-sm text-slate-700">
            <p>{errorMessage(audit.error)}</p>
            <Button variant="outline" size="sm" onClick={() => audit.refetch()}>
              {t("common:actions.retry")}
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <EmptyState icon={<ScrollText className="h-8 w-8" />} title={t("audit.empty")} />
        ) : (
          <>
            <ul className="divide-y divide-slate-100" data-testid="audit-log">
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ul>
            {audit.hasNextPage && (
              <Button
                variant="outline"
                className="mt-3 w-full sm:w-auto"
                onClick={() => audit.fetchNextPage()}
                loading={audit.isFetchingNextPage}
                data-testid="audit-more"
              >
                {t("audit.more")}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
