export { TestStartDialog, type TestStartDialogProps } from './test-start-dialog';
