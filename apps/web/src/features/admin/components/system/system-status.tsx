import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { LoadError, Loading } from "../../../../components/ui/load-state";
import { useMe } from "../../../../lib/session";
import { usePlatformSystem, useSystemStatus } from "../../api/system-status";
import { FailedJobs } from "./failed-jobs";
import { PlatformStatus } from "./platform-status";
import { Providers } from "./providers";
import { StatusFigures } from "./status-figures";

/**
 * Admin settings → System: how the installation is doing, with this organisation's own
 * background jobs; a super admin also sees the whole platform below it.
 */
export function SystemStatus({ orgId }: { orgId: string }) {
  const { t } = useTranslation("system");
  const me = useMe();
  const superAdmin = !!me.data?.roles.includes("super_admin");
  const status = useSystemStatus(orgId);
  const platform = usePlatformSystem(superAdmin);

  if (status.isPending) return <Loading />;
  if (status.isError)
    return <LoadError title={t("loadFailed")} error={status.error} onRetry={() => status.refetch()} />;
  return (
    <div className="flex flex-col gap-6" data-testid="system-status">
      <Card>
        <CardHeader>
          <CardTitle>{t("title")}</CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <StatusFigures status={status.data} operator={superAdmin} />
          <Providers status={status.data} operator={superAdmin} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("failed.title")}</CardTitle>
          <CardDescription>{t("failed.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <FailedJobs jobs={status.data.failedJobs} orgId={orgId} />
        </CardContent>
      </Card>
      {superAdmin &&
        (platform.isPending ? (
          <Loading />
        ) : platform.isError ? (
          <LoadError title={t("platform.loadFailed")} error={platform.error} onRetry={() => platform.refetch()} />
        ) : (
          <PlatformStatus status={platform.data} />
        ))}
    </div>
  );
}
