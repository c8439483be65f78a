export { Tree, type TreeNode } from './tree';
