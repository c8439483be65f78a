export { Dialog } from './dialog';
export { CloseButton } from './close-button';
