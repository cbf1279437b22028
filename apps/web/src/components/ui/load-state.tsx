import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { useErrorMessage } from "../../lib/use-error-message";
import { Button } from "./button";
import { EmptyState } from "./page-header";
import { Spinner } from "./spinner";

export function Loading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn("flex justify-center py-12", className)} role="status">
      <Spinner className="h-7 w-7 text-brand-700" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}

/** A failed fetch (spec §8 "could not fetch events"), with the reason and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  action,
}: {
  title: ReactNode;
  error: unknown;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <div data-testid="load-error">
      <EmptyState
        icon={<CircleAlert className="h-10 w-10 text-red-400" />}
        title={title}
        description={errorMessage(error)}
        action={
          action ??
          (onRetry && (
            <Button variant="outline" onClick={onRetry}>
              {t("actions.retry")}
            </Button>
          ))
        }
      />
    </div>
  );
}
