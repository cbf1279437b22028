import { AlertDialog as AlertPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Button } from "./button";

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

/**
 * A question that must be answered before something irreversible happens. Unlike a plain dialog
 * it does not close on an outside click, so a stray tap on a phone cannot confirm or dismiss it.
 */
export function AlertDialogContent({
  title,
  description,
  children,
  className,
  ...props
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  "data-testid"?: string;
}) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 animate-fade-in" />
      <AlertPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-white p-5 shadow-xl animate-fade-in focus:outline-none",
          className,
        )}
        {...props}
      >
        <AlertPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</AlertPrimitive.Title>
        {description ? (
          <AlertPrimitive.Description asChild>
            <div className="mt-2 text-sm text-slate-600">{description}</div>
          </AlertPrimitive.Description>
        ) : (
          <AlertPrimitive.Description className="sr-only">{title}</AlertPrimitive.Description>
        )}
        {children}
      </AlertPrimitive.Content>
    </AlertPrimitive.Portal>
  );
}

export const AlertDialogCancel = AlertPrimitive.Cancel;

/**
 * The usual "are you sure?" for deletes: a title, an explanation, optional extra content (a typed
 * confirmation, an error to explain) and Cancel / Confirm. The dialog stays open while the action
 * runs; the caller closes it when it succeeds.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  disabled,
  destructive = true,
  children,
  testId = "confirm-dialog",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  disabled?: boolean;
  destructive?: boolean;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent title={title} description={description} data-testid={testId}>
        {children && <div className="mt-4">{children}</div>}
        <form
          className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <AlertDialogCancel asChild>
            <Button type="button" variant="outline" disabled={pending}>
              {t("actions.cancel")}
            </Button>
          </AlertDialogCancel>
          <Button
            type="submit"
            variant={destructive ? "destructive" : "primary"}
            loading={pending}
            disabled={disabled}
            data-testid="confirm-action"
          >
            {confirmLabel ?? t("actions.confirm")}
          </Button>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
