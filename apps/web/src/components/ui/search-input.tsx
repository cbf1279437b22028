import { Search } from "lucide-react";
import { cn } from "../../lib/cn";
import { Input, type InputProps } from "./input";

/** A text box with a magnifier; callers give it a translated aria-label and placeholder. */
export function SearchInput({ className, ...props }: InputProps) {
  return (
    <div className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
