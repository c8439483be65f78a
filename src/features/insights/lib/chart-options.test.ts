import type { ApexYAxis } from 'apexcharts';
import { describe, expect, it } from 'vitest';
import { calibrationLineOptions, type ChartColours, monthlyBarOptions, versusBarOptions } from './chart-options';

const colours: ChartColours = { series: ['#0b6470', '#c2462c', '#00008b', '#b7791f'], text: '#13292d', muted: '#4b6266', grid: '#d6e6e4', font: 'Inter' };
const axes = {
  series: ['Confidence', 'Performance', 'Time Taken'] as [string, string, string],
  percentTitle: 'Confidence and Performance (%)',
  minutesTitle: 'Time Taken (minutes)',
};

const yAxes = (options: { yaxis?: ApexYAxis | ApexYAxis[] }): ApexYAxis[] => (Array.isArray(options.yaxis) ? options.yaxis : [options.yaxis!]);

describe('chart options', () => {
  it('start every value axis at 0 at the bottom, never reversed, whatever the width', () => {
    const all = [
      monthlyBarOptions(colours, ['Mar 25'], 'Tests', 'en-GB'),
      versusBarOptions(colours, ['A'], 'en-GB', axes),
      calibrationLineOptions(colours, ['Mar 25'], 'en-GB'),
    ];
    for (const options of all) {
      expect(options.responsive).toBeUndefined();
      for (const axis of yAxes(options)) expect(axis).toMatchObject({ min: 0, reversed: false });
    }
  });

  it('draw the series in the theme colours given', () => {
    expect(monthlyBarOptions(colours, [], 'Tests', 'en-GB').colors).toEqual(['#0b6470']);
    expect(versusBarOptions(colours, [], 'en-GB', axes).colors).toEqual(['#0b6470', '#c2462c', '#00008b']);
  });

  it('give the minutes of Confidence VS Performance their own titled axis at the end, away from the percentages', () => {
    const [percent, minutes] = yAxes(versusBarOptions(colours, ['A'], 'en-GB', axes)) as [ApexYAxis, ApexYAxis];
    expect(percent).toMatchObject({ seriesName: ['Confidence', 'Performance'], max: 100, title: { text: 'Confidence and Performance (%)' } });
    expect(percent.opposite).toBeFalsy();
    expect(percent.labels!.formatter!(49.6)).toBe('50%');
    expect(minutes).toMatchObject({ seriesName: 'Time Taken', opposite: true, title: { text: 'Time Taken (minutes)' } });
    expect(minutes.max).toBeUndefined();
    expect(minutes.labels!.formatter!(66.3)).toBe('66');
  });

  it('keep the count axis of the monthly bars in whole numbers, titled with what it counts', () => {
    const [axis] = yAxes(monthlyBarOptions(colours, ['Mar 25'], 'Questions', 'en-GB')) as [ApexYAxis];
    expect(axis.title?.text).toBe('Questions');
    expect(axis.labels!.formatter!(2.6)).toBe('3');
  });
});
