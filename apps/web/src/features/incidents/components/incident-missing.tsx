import { FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { isApiError } from "../../../lib/api-client";

/** An incident that is not there (or not for this person): said plainly; another failure can be retried. */
export function IncidentMissing({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation("incidents");
  if (error && !(isApiError(error) && [400, 404].includes(error.status)))
    return <LoadError title={t("loadFailed")} error={error} onRetry={onRetry} />;
  return (
    <EmptyState
      icon={<FileQuestion className="h-10 w-10" />}
      title={t("notFound")}
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard">{t("common:actions.backToDashboard")}</Link>
        </Button>
      }
    />
  );
}
