import type { ApexOptions, ApexYAxis } from 'apexcharts';
import { cspNonce } from '../../../lib/csp-nonce';
import { formatNumber, formatPercent } from '../../../tenant/intl-format';

/** The theme's literal colours a chart needs (charts cannot read CSS variables). */
export interface ChartColours {
  series: [string, string, string, string];
  text: string;
  muted: string;
  grid: string;
  font: string;
}

/** Month labels of the charts: 'Mar 25' from '2025-03', in the page's language, read as UTC. */
export function monthLabel(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/**
 * What every chart shares: no toolbar, no animation (reduced motion, stable screenshots), the
 * theme's font and colours, and the page's CSP nonce on the stylesheet ApexCharts adds (without
 * it the policy drops the sheet, and legends and markers draw at full size over the page). The
 * chart is hidden from assistive technology (its caption and data table say what it shows), so
 * ApexCharts' own keyboard stops are off: nothing focusable may sit inside aria-hidden.
 */
function base(colours: ChartColours): ApexOptions {
  return {
    chart: {
      nonce: cspNonce(),
      accessibility: { enabled: false },
      toolbar: { show: false },
      animations: { enabled: false },
      fontFamily: colours.font,
      foreColor: colours.muted,
      parentHeightOffset: 0,
    },
    grid: { borderColor: colours.grid },
    legend: { labels: { colors: colours.text } },
    tooltip: { enabled: true },
  };
}

/**
 * Every value axis counts up from 0 at the bottom, on a phone as on a desktop: a fixed floor and
 * never reversed, so ApexCharts does not pick a floor of its own from a narrow chart's few ticks.
 */
function fromZero(axis: ApexYAxis): ApexYAxis {
  return { ...axis, min: 0, reversed: false };
}

/** A bar per month (Number of Tests Taken, Number of Questions Attempted): corner radius 10 (spec). */
export function monthlyBarOptions(colours: ChartColours, labels: string[], name: string, language: string): ApexOptions {
  const b = base(colours);
  return {
    ...b,
    colors: [colours.series[0]],
    plotOptions: { bar: { borderRadius: 10, borderRadiusApplication: 'end', columnWidth: '55%' } },
    dataLabels: { enabled: false },
    xaxis: { categories: labels, labels: { rotate: -45, style: { colors: colours.muted } } },
    yaxis: fromZero({ forceNiceScale: true, labels: { formatter: (v: number) => formatNumber(Math.round(v), language) }, title: { text: name } }),
  };
}

/** The confidence doughnut: inner radius 60 (spec), the percentage in the middle. */
export function confidenceDonutOptions(colours: ChartColours, labels: [string, string], centre: string): ApexOptions {
  const b = base(colours);
  return {
    ...b,
    colors: [colours.series[0], colours.grid],
    labels,
    legend: { ...b.legend, position: 'bottom' },
    dataLabels: { enabled: false },
    plotOptions: {
      pie: {
        donut: { size: '60%', labels: { show: true, total: { show: true, showAlways: true, label: labels[0], color: colours.text, formatter: () => centre } } },
      },
    },
    stroke: { width: 1 },
  };
}

/** The names the Confidence VS Performance chart ties its two value axes to. */
export interface VersusAxes {
  /** The series names of confidence and performance (percentages), then of time taken (minutes). */
  series: [confidence: string, performance: string, time: string];
  percentTitle: string;
  minutesTitle: string;
  /**
   * A phone's narrow card: the percentage axis without its title (its ticks say %; a title as long
   * as the short plot was cut off), the minutes axis titled in a word, and the test names level
   * (rotated, they took half the chart's height).
   */
  compact?: { minutesTitle: string };
}

/**
 * Confidence, Performance and Time Taken as grouped bars per test, each with its value on it (none
 * for a test without chosen confidence: null). Minutes are never read off the percentage axis:
 * the percentages have their axis, 0 to 100, at the start; time taken has its own, titled, at the end.
 */
export function versusBarOptions(colours: ChartColours, labels: string[], language: string, axes: VersusAxes): ApexOptions {
  const b = base(colours);
  const [confidence, performance, time] = axes.series;
  return {
    ...b,
    colors: [colours.series[0], colours.series[1], colours.series[2]],
    plotOptions: { bar: { borderRadius: 10, borderRadiusApplication: 'end', columnWidth: '70%', dataLabels: { position: 'top' } } },
    dataLabels: {
      enabled: true,
      offsetY: -18,
      style: { colors: [colours.text], fontSize: '10px' },
      formatter: (v: string | number | number[] | null) => (typeof v === 'number' ? formatNumber(v, language, 1) : ''),
    },
    xaxis: {
      categories: labels.map((l) => (l.length > 14 ? `${l.slice(0, 14)}…` : l)),
      labels: { style: { colors: colours.muted }, ...(axes.compact ? { rotate: 0, trim: true, hideOverlappingLabels: false } : {}) },
    },
    yaxis: [
      fromZero({
        seriesName: [confidence, performance],
        max: 100,
        tickAmount: 4,
        title: { text: axes.compact ? undefined : axes.percentTitle },
        labels: { formatter: (v: number) => formatPercent(Math.round(v), language) },
      }),
      fromZero({
        seriesName: time,
        opposite: true,
        forceNiceScale: true,
        title: { text: axes.compact?.minutesTitle ?? axes.minutesTitle },
        labels: { formatter: (v: number) => formatNumber(Math.round(v), language) },
      }),
    ],
    legend: { ...b.legend, position: 'bottom' },
  };
}

/** Accuracy per confidence level per month, as lines (gaps where a level was not used). */
export function calibrationLineOptions(colours: ChartColours, labels: string[], language: string): ApexOptions {
  const b = base(colours);
  return {
    ...b,
    colors: colours.series,
    stroke: { width: 3, curve: 'straight' },
    markers: { size: 5 },
    dataLabels: { enabled: false },
    xaxis: { categories: labels, labels: { style: { colors: colours.muted } } },
    yaxis: fromZero({ max: 100, tickAmount: 4, labels: { formatter: (v: number) => formatPercent(Math.round(v), language) } }),
    legend: { ...b.legend, position: 'bottom' },
  };
}
