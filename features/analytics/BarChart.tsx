import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from "chart.js";
import { useEffect, useRef } from "react";

// Only what the bar charts use (tree-shaken): the route's chunk carries Chart.js, no other page does.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarSeries {
  label: string;
  values: readonly number[];
  /** A theme colour role (CSS custom property of ui/styles.css), e.g. "--color-solid". */
  color: string;
}

export interface BarChartProps {
  labels: readonly string[];
  series: readonly BarSeries[];
  /** What the chart shows, in words (the text summary): the canvas's accessible name. */
  description: string;
  locale: string;
  /** Horizontal bars (categories with long names). */
  horizontal?: boolean;
  className?: string;
}

/** The value of a theme colour on this element (tenant, scheme), for the canvas. */
function themeColor(element: Element, role: string): string {
  return getComputedStyle(element).getPropertyValue(role).trim() || "rgb(80 80 80)";
}

/**
 * The two axes: the categories' axis, and the value axis from zero in whole numbers (the charts count
 * things; "0,5 aanmelding" is no figure). Horizontal bars put the values on x.
 */
export function barScales(horizontal: boolean, text: string, grid: string) {
  const categories = { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { color: grid } };
  const values = { ticks: { color: text, precision: 0 }, grid: { color: grid }, beginAtZero: true };
  return horizontal ? { x: values, y: categories } : { x: categories, y: values };
}

/**
 * A bar chart drawn by Chart.js on a canvas. The canvas is an image to assistive technology,
 * named by `description`; the data itself is in the table beside it (AnalyticsFigure).
 * Colours come from the tenant's theme; animation only without prefers-reduced-motion.
 */
export function BarChart({ labels, series, description, locale, horizontal = false, className }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const reduced =
      typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const text = themeColor(element, "--color-fg");
    const grid = themeColor(element, "--color-border");
    const config: ChartConfiguration<"bar"> = {
      type: "bar",
      data: {
        labels: [...labels],
        datasets: series.map((s) => ({
          label: s.label,
          data: [...s.values],
          backgroundColor: themeColor(element, s.color),
          borderRadius: 2,
        })),
      },
      options: {
        indexAxis: horizontal ? "y" : "x",
        locale,
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 300 },
        plugins: {
          legend: { display: series.length > 1, labels: { color: text } },
          tooltip: { enabled: true },
        },
        scales: barScales(horizontal, text, grid),
      },
    };
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [labels, series, horizontal, locale]);
  return (
    <div role="img" aria-label={description} className={className ?? "relative h-64 w-full"}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
