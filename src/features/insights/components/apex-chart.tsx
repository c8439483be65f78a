// ApexCharts, with only the chart types Reports draws. This module is reached only from the
// Reports screen's lazy chunk (npm run size checks no other chunk holds it).
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/donut';
import 'apexcharts/line';
import 'apexcharts/features/legend';

export { Chart as ApexChart };
