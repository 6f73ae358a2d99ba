import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/i18n.ts';
import styles from './ReportsScreen.module.css';
import { displayValue, type ValueKind } from './reportTable.ts';

// Only the parts these charts draw, so the rest of Chart.js stays out of the chunk (tree-shaken).
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface Series {
  label: string;
  data: readonly number[];
  /** The previous period, drawn apart from this one's bars. */
  previous?: boolean;
}

export interface ReportChartProps {
  kind: 'bar' | 'doughnut';
  labels: readonly string[];
  series: readonly Series[];
  /** Bars along the value axis (dish names read better across). */
  horizontal?: boolean;
  /** What the values are, so an axis tick or a tooltip writes them as the table does. */
  valueKind: ValueKind;
}

/** The restaurant's colours (global.css), read when drawn: a canvas cannot use CSS variables itself. */
function palette(element: Element) {
  const style = getComputedStyle(element);
  const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    current: colour('--paprika', '#b3261e'),
    previous: colour('--text-muted', '#5c524b'),
    text: colour('--text', '#2b2623'),
    grid: colour('--border', '#e0d2bd'),
    slices: [
      colour('--paprika', '#b3261e'),
      colour('--green', '#2f4b3a'),
      colour('--ochre', '#d89a2b'),
      colour('--orange', '#e8833a'),
      colour('--charcoal', '#2b2623'),
      colour('--paprika-dark', '#8f1e18'),
      colour('--text-muted', '#5c524b'),
    ],
  };
}

function configOf(
  { kind, labels, series, horizontal }: Omit<ReportChartProps, 'valueKind'>,
  format: (value: number) => string,
  colours: ReturnType<typeof palette>,
): ChartConfiguration {
  const common = {
    // Drawn at once: the numbers matter, not the motion (and reduced motion is respected for free).
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    color: colours.text,
    plugins: {
      legend: { display: series.length > 1 || kind === 'doughnut', labels: { color: colours.text } },
      tooltip: {
        callbacks: {
          label: (item: { label: string; dataset: { label?: string }; raw: unknown }) =>
            `${kind === 'doughnut' ? item.label : (item.dataset.label ?? '')}: ${format(Number(item.raw))}`,
        },
      },
    },
  };
  if (kind === 'doughnut') {
    return {
      type: 'doughnut',
      data: {
        labels: [...labels],
        datasets: series.map((one) => ({
          label: one.label,
          data: [...one.data],
          backgroundColor: colours.slices,
        })),
      },
      options: common,
    };
  }
  const valueAxis = {
    beginAtZero: true,
    ticks: { color: colours.text, callback: (value: string | number) => format(Number(value)) },
    grid: { color: colours.grid },
  };
  const categoryAxis = { ticks: { color: colours.text, autoSkip: true }, grid: { display: false } };
  return {
    type: 'bar',
    data: {
      labels: [...labels],
      datasets: series.map((one) =>
        // Across a time axis the previous period is a line over the bars; beside dishes, a muted bar of its own.
        one.previous && !horizontal
          ? {
              type: 'line' as const,
              label: one.label,
              data: [...one.data],
              borderColor: colours.previous,
              backgroundColor: colours.previous,
              borderDash: [6, 4],
              pointRadius: 2,
              order: 0,
            }
          : {
              type: 'bar' as const,
              label: one.label,
              data: [...one.data],
              backgroundColor: one.previous ? colours.previous : colours.current,
              order: 1,
            },
      ),
    },
    options: {
      ...common,
      indexAxis: horizontal ? 'y' : 'x',
      scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
    },
  } as ChartConfiguration;
}

/**
 * One chart on a canvas. It is hidden from screen readers: the table beside it holds the same numbers and is the
 * accessible equivalent (WCAG 1.1.1), so the canvas is only a picture of it.
 */
export function ReportChart(props: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const language = useLanguage();
  const { kind, labels, series, horizontal, valueKind } = props;
  // Redrawn whenever the numbers or their labels change; a new chart is simpler than patching the old one.
  const key = JSON.stringify({ kind, labels, series, horizontal, valueKind, language });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the props it is made of.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const format = (value: number) => displayValue(valueKind, value, language);
    const chart = new Chart(
      element,
      configOf({ kind, labels, series, horizontal }, format, palette(element)),
    );
    return () => chart.destroy();
  }, [key]);
  return (
    <div
      className={kind === 'doughnut' ? styles.doughnut : horizontal ? styles.tallChart : styles.chart}
      aria-hidden="true"
    >
      <canvas ref={canvas} />
    </div>
  );
}
