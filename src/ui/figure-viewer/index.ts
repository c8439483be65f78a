export { FigureViewer, type FigureViewerLabels } from './figure-viewer';
