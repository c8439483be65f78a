export { TestStartDialog } from './test-start-dialog';
