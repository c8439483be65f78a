import type { Translate } from '../../../i18n/use-namespace';
import { formatPercent } from '../../../tenant/intl-format';
import type { FigureViewerLabels } from '../../../ui/figure-viewer';

/**
 * The full-screen figure viewer's texts from a namespace's figureViewer keys (take-test and
 * check-answers each carry them, so each screen's chunk has its own): `name` is the figure's
 * alternative text, `language` formats the zoom level.
 */
export function figureViewerLabels(t: Translate, language: string, name: string): FigureViewerLabels {
  return {
    open: t('figureViewer.open', { name }),
    zoomIn: t('figureViewer.zoomIn'),
    zoomOut: t('figureViewer.zoomOut'),
    reset: t('figureViewer.reset'),
    close: t('figureViewer.close'),
    hint: t('figureViewer.hint'),
    zoomLevel: (scale) => t('figureViewer.zoomLevel', { percent: formatPercent(Math.round(scale * 100), language) }),
  };
}
