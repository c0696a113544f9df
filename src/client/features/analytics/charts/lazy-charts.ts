// The SVG charts, loaded on demand so their code only reaches browsers that open /analytics and a chart.
import { lazy } from 'react';

export const LazyColumnChart = lazy(async () => ({
  default: (await import('./column-chart.tsx')).ColumnChart,
}));
export const LazyHeatMap = lazy(async () => ({ default: (await import('./heat-map.tsx')).HeatMap }));
