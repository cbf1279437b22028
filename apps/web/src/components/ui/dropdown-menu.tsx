import { MoreVertical, Trash2 } from "lucide-react";
import { DropdownMenu as Menu } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "./button";

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export function DropdownMenuContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg animate-fade-in",
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        // 44 px to tap on a phone, as the buttons (button.tsx).
        "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50 sm:min-h-0",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cn("px-2.5 py-1.5 text-xs font-medium text-slate-500", className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn("my-1 h-px bg-slate-100", className)} {...props} />;
}

export const DropdownMenuRadioGroup = Menu.RadioGroup;
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold data-[state=checked]:text-brand-800",
        className,
      )}
      {...props}
    >
      {children}
    </Menu.RadioItem>
  );
}

/** The ⋮ button that opens a row's or a record's menu; `label` names what the menu is for. */
export function MoreMenuTrigger({
  label,
  testId,
  variant = "outline",
  ...props
}: Omit<ButtonProps, "children" | "size"> & { label: string; testId: string }) {
  return (
    <Menu.Trigger asChild>
      <Button variant={variant} size="icon" aria-label={label} data-testid={testId} {...props}>
        <MoreVertical className="h-4 w-4" aria-hidden />
      </Button>
    </Menu.Trigger>
  );
}

/** A destructive item: red and with a bin, kept behind a menu rather than on every card or row. */
export function DangerMenuItem({ className, children, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <DropdownMenuItem className={cn("text-red-700 data-[highlighted]:bg-red-50", className)} {...props}>
      <Trash2 className="h-4 w-4" aria-hidden />
      {children}
    </DropdownMenuItem>
  );
}
