import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  LabelList,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { niceMax, TICKS } from "./chart-scale";
import { BRAND_BAR, type Datum, INK, MUTED_INK } from "./insights-colors";

const tick = { fontSize: 12, fill: MUTED_INK };
/** Each bar in its own colour (a status, a staffing tone), else the brand's. */
const colouredBar = (props: BarShapeProps) => (
  <Rectangle {...props} fill={(props.payload as Datum).color ?? BRAND_BAR} />
);

/**
 * A bar chart of labelled values: categories along the bottom, or names down the side for lists
 * of people (`horizontal`). Only a picture: it is hidden from screen readers, which read the table
 * with the same numbers that goes with every chart.
 */
export function BarFigure({
  data,
  name,
  format = String,
  horizontal = false,
  valueLabels = true,
  domain,
  height = 220,
  tickInterval,
  categoryWidth = 120,
}: {
  data: Datum[];
  /** What the value is, for the tooltip ("Patients"). */
  name: string;
  format?: (value: number) => string;
  horizontal?: boolean;
  valueLabels?: boolean;
  domain?: [number, number];
  height?: number;
  tickInterval?: number | "preserveStartEnd";
  /** The room for the labels down the side of a horizontal chart. */
  categoryWidth?: number;
}) {
  const formatValue = (value: unknown) => (typeof value === "number" ? format(value) : String(value ?? ""));
  const valueAxis = {
    tick,
    allowDecimals: false,
    tickCount: TICKS,
    tickFormatter: (v: number) => format(v),
    domain: domain ?? [0, niceMax],
  };
  const categoryAxis = { dataKey: "label", tick, interval: tickInterval ?? 0 };
  return (
    <div aria-hidden="true" style={{ height: horizontal ? Math.max(120, data.length * 36 + 40) : height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout={horizontal ? "vertical" : "horizontal"}
          margin={horizontal ? { top: 4, right: 40, bottom: 4, left: 4 } : { top: 20, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" horizontal={!horizontal} vertical={horizontal} />
          {horizontal ? (
            <>
              <XAxis type="number" {...valueAxis} />
              <YAxis
                type="category"
                {...categoryAxis}
                width={categoryWidth}
                // Labels wrap within the width; a very long name is cut rather than run into the next row.
                tickFormatter={(label: string) => (label.length > 28 ? `${label.slice(0, 27)}…` : label)}
              />
            </>
          ) : (
            <>
              <XAxis {...categoryAxis} />
              <YAxis {...valueAxis} width={44} />
            </>
          )}
          {/* Values in dark text: a bar's own colour can be too light to read as text. */}
          <Tooltip
            formatter={formatValue}
            cursor={{ fill: "#f1f5f9" }}
            itemStyle={{ color: INK }}
            labelStyle={{ color: INK }}
          />
          <Bar
            dataKey="value"
            name={name}
            shape={colouredBar}
            radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
          >
            {valueLabels && (
              <LabelList
                dataKey="value"
                position={horizontal ? "right" : "top"}
                fontSize={12}
                fill={INK}
                formatter={formatValue}
              />
            )}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
