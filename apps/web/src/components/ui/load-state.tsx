import { CircleAlert } from "lucide-react";
import { type ReactNode, useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { useErrorMessage } from "../../lib/use-error-message";
import { Button } from "./button";
import { EmptyState } from "./page-header";
import { SLOW_LOAD_MS, SlowLoadContext } from "./slow-load";
import { Spinner } from "./spinner";

export { SLOW_LOAD_MS };

/** The address the document was opened (or reloaded) on. */
const openedOn = typeof window === "undefined" ? "" : window.location.href;

/**
 * How long a spinner mounted now may stay alone. On the page the document was opened on, the
 * person has been waiting since they reloaded, not since the page's code arrived: on a slow phone
 * the code alone takes a second or two (from the service worker's cache), so that time counts.
 */
export function slowLoadDelay(now = performance.now(), href = window.location.href, opened = openedOn): number {
  // Only while the document is still starting: a part that loads later on the same page (a
  // dialog opened a minute on) gets the whole delay, or it would never show a spinner at all.
  const starting = href === opened && now < 2 * SLOW_LOAD_MS;
  return starting ? Math.max(0, SLOW_LOAD_MS - now) : SLOW_LOAD_MS;
}

/**
 * A spinner while data comes, which after 3 seconds says why it is not there yet (never only a
 * spinner on a field without network). `page`: the whole page waits on it, and may offer links.
 */
export function Loading({ className, page = false }: { className?: string; page?: boolean }) {
  const { t } = useTranslation();
  const slow = useContext(SlowLoadContext);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), slowLoadDelay());
    return () => clearTimeout(timer);
  }, []);
  if (waited && slow) return <>{slow({ page })}</>;
  return (
    <div className={cn("flex justify-center py-12", className)} role="status">
      <Spinner className="h-7 w-7 text-brand-700" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}

/** A failed fetch (such as "could not fetch events"), with the reason and a retry. */
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
