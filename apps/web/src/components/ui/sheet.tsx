import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

/** A panel that slides in from a side; used as the mobile menu and the mobile sidebar. */
export function SheetContent({
  side = "left",
  width,
  title,
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: "left" | "right"; width: string; title: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 animate-fade-in" />
      <DialogPrimitive.Content
        style={{ width } as CSSProperties}
        className={cn(
          "fixed inset-y-0 z-50 flex max-w-[90vw] flex-col bg-white shadow-xl focus:outline-none",
          side === "left" ? "left-0 animate-slide-in-left" : "right-0 animate-slide-in-right",
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        <DialogPrimitive.Close className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100">
          <X className="h-5 w-5" aria-hidden />
          <span className="sr-only">{t("actions.close")}</span>
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
