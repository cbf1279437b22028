import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import type { useFormat } from "../lib/format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./ui/table";

/**
 * A list of people (an organisation's members, the platform's users) as a table on a wide screen
 * and as cards on a phone. Both carry the person's user id, by which the journeys find a row.
 */
type PeopleListProps<T> = {
  people: T[];
  userId: (person: T) => string;
  /** The test ids' start: `member` gives `member-table`, `member-cards` and `member-row`. */
  testId: string;
};

export type PeopleColumn<T> = {
  header: string;
  className?: string;
  /** Shown on hover, such as the full moment behind a date. */
  title?: (person: T) => string | undefined;
  cell: (person: T) => ReactNode;
};

export function PeopleTable<T>({
  people,
  userId,
  testId,
  columns,
  actionsLabel,
  actions,
}: PeopleListProps<T> & {
  columns: PeopleColumn<T>[];
  /** The actions column's name, for screen readers only. */
  actionsLabel: string;
  actions: (person: T) => ReactNode;
}) {
  return (
    <Table data-testid={`${testId}-table`}>
      <TableHeader>
        <tr>
          {columns.map((column) => (
            <TableHead key={column.header}>{column.header}</TableHead>
          ))}
          <TableHead className="sticky right-0 bg-slate-50">
            <span className="sr-only">{actionsLabel}</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {people.map((person) => (
          <TableRow key={userId(person)} data-testid={`${testId}-row`} data-user-id={userId(person)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.className} title={column.title?.(person)}>
                {column.cell(person)}
              </TableCell>
            ))}
            {/* Sticky, so the row's actions stay reachable when the table scrolls sideways on a narrow screen. */}
            <TableCell className="sticky right-0 bg-white text-right">{actions(person)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** When the person last signed in: the date, the moment on hover, or `never`. */
export function lastLoginColumn<T>({
  header,
  never,
  at,
  format,
}: {
  header: string;
  never: string;
  at: (person: T) => string | null;
  format: ReturnType<typeof useFormat>;
}): PeopleColumn<T> {
  return {
    header,
    className: "whitespace-nowrap text-slate-600",
    title: (person) => format.dateTime(at(person)) ?? undefined,
    cell: (person) => format.date(at(person)) ?? never,
  };
}

export function PeopleCards<T>({
  people,
  userId,
  testId,
  children,
}: PeopleListProps<T> & { children: (person: T) => ReactNode }) {
  return (
    <ul className="flex flex-col gap-3" data-testid={`${testId}-cards`}>
      {people.map((person) => (
        <li
          key={userId(person)}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid={`${testId}-row`}
          data-user-id={userId(person)}
        >
          {children(person)}
        </li>
      ))}
    </ul>
  );
}

/** A card's facts below a line, two a row: the label small and grey, the value under it. */
export function CardFacts({
  facts,
}: {
  facts: { label: string; value: ReactNode; wide?: boolean; valueClassName?: string }[];
}) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-xs">
      {facts.map(({ label, value, wide, valueClassName }) => (
        <div key={label} className={wide ? "col-span-2" : undefined}>
          <dt className="text-slate-500">{label}</dt>
          <dd className={cn("font-medium text-slate-800", valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
