import type { ReactNode } from "react";

/** A titled block of the dashboard; `id` makes it a link target (the vacancy badge opens #vacancies). */
export function DashboardSection({
  id,
  title,
  description,
  actions,
  children,
  testId,
}: {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      id={id}
      className="flex scroll-mt-20 flex-col gap-3"
      data-testid={testId}
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
