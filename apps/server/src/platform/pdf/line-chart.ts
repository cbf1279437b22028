import type { Pdf } from "./document";

export interface ChartPoint {
  at: number;
  value: number;
}

export interface ChartSeries {
  label: string;
  color: string;
  points: readonly ChartPoint[];
}

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A y range with some air around the values, on round numbers, so lines never touch the frame. */
function yRange(values: number[]): [number, number] {
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (max - min < 4) {
    min -= 2;
    max += 2;
  }
  const pad = (max - min) * 0.12;
  const step = max - min > 60 ? 10 : max - min > 12 ? 5 : 1;
  return [Math.floor((min - pad) / step) * step, Math.ceil((max + pad) / step) * step];
}

/**
 * A small line chart in vector strokes: a title, a legend, three grid lines with their values and
 * the first and last time under the axis. One measurement shows as dots; a series without values
 * is left out of the legend. Nothing is drawn outside the box.
 */
export function drawLineChart(
  doc: Pdf,
  box: ChartBox,
  chart: {
    title: string;
    series: readonly ChartSeries[];
    formatTime: (at: number) => string;
    formatValue?: (value: number) => string;
    /** The highest value the measure can take (100 for a percentage): the axis stops there. */
    ceiling?: number;
    /** The lowest value the measure can take (0 for a count): the axis starts there. */
    floor?: number;
    emptyText: string;
  },
) {
  const series = chart.series.filter((s) => s.points.length > 0);
  doc
    .font("Sans-Bold")
    .fontSize(8.5)
    .fillColor("#000000")
    .text(chart.title, box.x, box.y, { width: box.width, height: 12, lineBreak: false, ellipsis: true });
  let legendX = box.x;
  const legendY = box.y + 13;
  doc.font("Sans").fontSize(7);
  for (const s of series) {
    const labelWidth = Math.min(doc.widthOfString(s.label), box.width / 2);
    if (legendX + 12 + labelWidth > box.x + box.width) break;
    doc
      .moveTo(legendX, legendY + 4)
      .lineTo(legendX + 9, legendY + 4)
      .lineWidth(1.6)
      .strokeColor(s.color)
      .stroke();
    doc.fillColor("#333333").text(s.label, legendX + 12, legendY, { width: labelWidth, lineBreak: false });
    legendX += 12 + labelWidth + 10;
  }

  const plot = { x: box.x + 26, y: box.y + 26, width: box.width - 30, height: box.height - 26 - 14 };
  doc.rect(plot.x, plot.y, plot.width, plot.height).lineWidth(0.5).strokeColor("#bbbbbb").stroke();
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  if (!values.length) {
    doc
      .fontSize(7.5)
      .fillColor("#777777")
      .text(chart.emptyText, plot.x, plot.y + plot.height / 2 - 5, { width: plot.width, align: "center" });
    doc.fillColor("#000000");
    return;
  }
  const [rangeLow, rangeHigh] = yRange(values);
  const low = chart.floor === undefined ? rangeLow : Math.max(rangeLow, chart.floor);
  const high = chart.ceiling === undefined ? rangeHigh : Math.min(rangeHigh, chart.ceiling);
  const times = series.flatMap((s) => s.points.map((p) => p.at));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const xOf = (at: number) =>
    last === first ? plot.x + plot.width / 2 : plot.x + 6 + ((at - first) / (last - first)) * (plot.width - 12);
  const yOf = (v: number) => plot.y + plot.height - ((v - low) / (high - low)) * plot.height;

  doc.fontSize(6.5).fillColor("#555555");
  for (const v of [low, (low + high) / 2, high]) {
    const y = yOf(v);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(0.3)
      .strokeColor("#dddddd")
      .stroke();
    const label = chart.formatValue ? chart.formatValue(v) : String(Math.round(v * 10) / 10);
    doc.text(label, box.x, y - 3.5, { width: 23, align: "right", lineBreak: false });
  }
  const axisY = plot.y + plot.height + 3;
  doc.text(chart.formatTime(first), plot.x, axisY, { width: plot.width / 2, lineBreak: false });
  if (last !== first)
    doc.text(chart.formatTime(last), plot.x + plot.width / 2, axisY, {
      width: plot.width / 2,
      align: "right",
      lineBreak: false,
    });

  for (const s of series) {
    const points = [...s.points].sort((a, b) => a.at - b.at);
    points.forEach((p, i) => {
      if (i === 0) doc.moveTo(xOf(p.at), yOf(p.value));
      else doc.lineTo(xOf(p.at), yOf(p.value));
    });
    if (points.length > 1) doc.lineWidth(1.4).strokeColor(s.color).stroke();
    for (const p of points) doc.circle(xOf(p.at), yOf(p.value), 1.8).fill(s.color);
  }
  doc.fillColor("#000000").strokeColor("#000000");
}
