import type { InsightSection } from "@hulppost/shared/insights";
import { BarChart3, FileSpreadsheet, Table2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "../../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { useDownloadCsv } from "../api/insights-csv";

export interface FigureTableData {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** The numbers of a chart as a table; the first column names the row, the others are numbers. */
function FigureTable({ caption, table }: { caption: string; table: FigureTableData }) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {table.columns.map((column, i) => (
            <TableHead key={column} className={cn(i > 0 && "text-right")}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                key={i}
                className={cn("py-2", i > 0 && "text-right tabular-nums")}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The same table for screen readers only, under a chart. Plain: the visible table's scrolling
 * wrapper, shrunk to one pixel, would be a scrollable region a keyboard cannot reach. In a hidden
 * box rather than hidden itself: a table is never narrower than its content, and would widen the
 * page on a phone.
 */
function HiddenTable({ caption, table }: { caption: string; table: FigureTableData }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One figure of the insights: its title, the chart (or a note when there is nothing to draw), the
 * same numbers as a table (shown on request, always there for screen readers) and its CSV.
 */
export function ChartCard({
  section,
  title,
  description,
  table,
  csvUrl,
  empty,
  className,
  children,
}: {
  section: InsightSection;
  title: string;
  description?: ReactNode;
  table: FigureTableData;
  csvUrl: string;
  /** Said instead of the chart and the table when there is nothing to show. */
  empty?: string | false;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("insights");
  const [asTable, setAsTable] = useState(false);
  const download = useDownloadCsv(csvUrl, `${section}.csv`, { onError: () => toast.error(t("csvFailed")) });
  return (
    <Card className={cn("flex min-w-0 flex-col", className)} data-testid={`insights-${section}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 p-5 pb-2">
        <div className="min-w-0 flex-1 basis-48">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription className="mt-0.5">{description}</CardDescription>}
        </div>
        <div className="-mr-2 flex shrink-0 gap-1">
          {!empty && (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={asTable}
              onClick={() => setAsTable(!asTable)}
              data-testid={`insights-${section}-toggle`}
            >
              {asTable ? <BarChart3 className="h-4 w-4" aria-hidden /> : <Table2 className="h-4 w-4" aria-hidden />}
              {asTable ? t("showChart") : t("showTable")}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => download.mutate()}
            loading={download.isPending}
            aria-label={t("csvOf", { title })}
            data-testid={`insights-${section}-csv`}
          >
            <FileSpreadsheet className="h-4 w-4" aria-hidden />
            {t("csv")}
          </Button>
        </div>
      </div>
      <CardContent className="flex-1">
        {empty ? (
          <p className="rounded-lg bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">{empty}</p>
        ) : asTable ? (
          <FigureTable caption={title} table={table} />
        ) : (
          <>
            {children}
            <HiddenTable caption={title} table={table} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
