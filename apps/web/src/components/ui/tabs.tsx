import { Tabs as TabsPrimitive } from "radix-ui";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";

export const Tabs = TabsPrimitive.Root;

/**
 * A row of tabs that scrolls sideways on a phone: the active tab is brought into view (an event
 * opened on "Patiënten" shows it, not the first three), and a fade at an edge says there is more.
 * Only the row scrolls, never the page.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () =>
      setMore((was) => {
        const now = {
          before: list.scrollLeft > 4,
          after: list.scrollLeft + list.clientWidth < list.scrollWidth - 4,
        };
        return now.before === was.before && now.after === was.after ? was : now;
      });
    const active = list.querySelector<HTMLElement>('[data-state="active"]');
    if (
      active &&
      (active.offsetLeft < list.scrollLeft ||
        active.offsetLeft + active.offsetWidth > list.scrollLeft + list.clientWidth)
    )
      list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    update();
    list.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      list.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  });
  return (
    <div className="relative">
      <TabsPrimitive.List
        ref={ref}
        className={cn("flex w-full gap-1 overflow-x-auto border-b border-slate-200", className)}
        {...props}
      />
      {more.before && (
        <span
          className="pointer-events-none absolute inset-y-0 left-0 w-8 bg-linear-to-r from-slate-50 to-transparent"
          aria-hidden
        />
      )}
      {more.after && (
        <span
          className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-linear-to-l from-slate-50 to-transparent"
          aria-hidden
          data-testid="tabs-more"
        />
      )}
    </div>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("pt-4 focus-visible:outline-none", className)} {...props} />;
}
